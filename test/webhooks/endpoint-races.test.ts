// Requests racing each other, or an attempt on its way, over one endpoint: a second DELETE,
// a resend or test event whose endpoint is deleted while the receiver answers, and the
// endpoint enabled again while a failed attempt (read before) is recorded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { apiCompany, call, json, problemOf } from "../api/http";
import { eventually } from "../eventually";
import { startReceiver, type Receiver } from "./receiver";

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => {
  receiver.onRequest = undefined;
  return receiver.close();
});

async function endpointAt(path: string, events = ["vehicle.created"]) {
  const company = await apiCompany({ rateLimit: 10_000 });
  const endpoint = await json<{ id: string }>(
    await call("POST", "/webhook-endpoints", {
      key: company.key,
      body: { url: receiver.url.replace("/hooks", path), events },
    }),
  );
  return { ...company, endpoint, path };
}

/** The answer to `send`, with the endpoint deleted (204) while the receiver held the request `send` made. */
async function deletedWhileSending(
  target: { key: string; endpoint: { id: string }; path: string },
  send: () => Promise<Response>,
): Promise<Response> {
  let deleted: Promise<number> | undefined;
  receiver.onRequest = (request) => {
    if (request.path === target.path)
      deleted ??= call("DELETE", `/webhook-endpoints/${target.endpoint.id}`, {
        key: target.key,
      }).then((r) => r.status);
  };
  receiver.script.set(target.path, [{ status: 200, body: "ok", delayMs: 300 }]);
  try {
    const response = await send();
    expect(await deleted).toBe(204);
    return response;
  } finally {
    receiver.onRequest = undefined;
  }
}

describe("racing changes to one webhook endpoint", () => {
  it("two DELETEs at once: one 204, the other 404", async () => {
    const { key, endpoint } = await endpointAt("/hooks/double-delete");
    const statuses = await Promise.all(
      [1, 2].map(
        async () => (await call("DELETE", `/webhook-endpoints/${endpoint.id}`, { key })).status,
      ),
    );
    expect(statuses.sort()).toEqual([204, 404]);
  });

  it("a resend whose endpoint is deleted while the receiver answers is 404, with nothing logged", async () => {
    // Subscribed to another kind, so only the resend reaches the receiver.
    const target = await endpointAt(`/hooks/resend-race-${Date.now()}`, ["agreement.signed"]);
    await call("POST", "/vehicles", { key: target.key, body: { vrm: "RS19ACE" } });
    const event = await db.event.findFirstOrThrow({
      where: { companyId: target.companyId, type: "vehicle.created" },
    });
    const response = await deletedWhileSending(target, () =>
      call("POST", `/webhook-endpoints/${target.endpoint.id}/resend`, {
        key: target.key,
        body: { event_id: event.id },
      }),
    );
    await problemOf(response, 404);
    expect(await db.webhookDelivery.count({ where: { endpointId: target.endpoint.id } })).toBe(0);
  });

  it("a test event whose endpoint is deleted while the receiver answers is 404, with nothing logged", async () => {
    const target = await endpointAt(`/hooks/test-race-${Date.now()}`);
    const response = await deletedWhileSending(target, () =>
      call("POST", `/webhook-endpoints/${target.endpoint.id}/test`, {
        key: target.key,
        body: { type: "vehicle.created" },
      }),
    );
    await problemOf(response, 404);
    expect(await db.webhookDelivery.count({ where: { endpointId: target.endpoint.id } })).toBe(0);
  });

  it("enabling an endpoint again while a failed attempt is recorded keeps it enabled (its 5-day clock starts again)", async () => {
    const path = "/hooks/enable-race";
    const { key, endpoint, ownerEmail } = await endpointAt(path);
    // Failing for more than 5 days: the next failure disables it, as it should.
    await db.webhookEndpoint.update({
      where: { id: endpoint.id },
      data: { failingSince: new Date(Date.now() - 6 * 24 * 60 * 60 * 1000) },
    });
    receiver.script.set(path, [{ status: 500, delayMs: 600 }]);
    const reenabled = new Promise<void>((resolve) => {
      receiver.onRequest = (request) => {
        if (request.path !== path) return;
        // While the attempt waits for its answer, the Owner turns the endpoint off and on again.
        void (async () => {
          await call("PUT", `/webhook-endpoints/${endpoint.id}`, { key, body: { enabled: false } });
          await call("PUT", `/webhook-endpoints/${endpoint.id}`, { key, body: { enabled: true } });
          resolve();
        })();
      };
    });
    await call("POST", "/vehicles", { key, body: { vrm: "ER19ACE" } });
    await reenabled;
    receiver.onRequest = undefined;
    await eventually(() => db.webhookDelivery.findFirst({ where: { endpointId: endpoint.id } }), {
      what: "the failed attempt logged",
    });
    expect(
      await json(await call("GET", `/webhook-endpoints/${endpoint.id}`, { key })),
    ).toMatchObject({ enabled: true, disabled_reason: null });
    const stored = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect(Date.now() - stored.failingSince!.getTime()).toBeLessThan(60_000);
    // Time for a mail job, had one been queued.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await db.sentEmail.count({ where: { to: ownerEmail } })).toBe(0);
  });
});
