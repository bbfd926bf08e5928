// Deliveries as a receiver sees them: every request verified with the unmodified
// `standardwebhooks` library and with a plain HMAC of the raw body; the body equals what
// GET returns; failures retried on the schedule with one webhook-id; 410 disables.
import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { apiCompany, call, json } from "../api/http";
import { eventually } from "../eventually";
import { requestsTo, startReceiver, type Receiver } from "./receiver";

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

type Endpoint = { id: string; secret: string; enabled: boolean; disabled_reason: string | null };
type Delivery = {
  attempt: number;
  status: string;
  response_status: number | null;
  next_attempt_at: string | null;
  event_id: string;
  created_at: string;
  test: boolean;
};

/** A fresh company with one endpoint at a fresh path of the receiver. */
async function companyWithEndpoint(events: string[] = ["vehicle.created"]) {
  const company = await apiCompany({ rateLimit: 10_000 });
  const path = `/hooks/${company.companyId}`;
  const response = await call("POST", "/webhook-endpoints", {
    key: company.key,
    body: { url: receiver.url.replace("/hooks", path), events },
  });
  expect(response.status).toBe(201);
  return { ...company, endpoint: await json<Endpoint>(response), path };
}

function verify(
  secret: string,
  request: { headers: Record<string, string | string[] | undefined>; body: string },
) {
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([k, v]) => [k, String(v)]),
  );
  const standard = new Webhook(secret).verify(request.body, headers);
  const plain =
    "sha256=" +
    createHmac("sha256", Buffer.from(secret, "utf8")).update(request.body).digest("hex");
  expect(String(request.headers["x-webhook-signature"]).split(", ")).toContain(plain);
  return standard;
}

describe("webhook deliveries", () => {
  it("delivers vehicle.created, signed both ways, with the vehicle exactly as GET returns it; GET /events answers the same body", async () => {
    const { key, endpoint, path } = await companyWithEndpoint();
    const vehicle = await json<{ id: string }>(
      await call("POST", "/vehicles", { key, body: { vrm: "AA19AAA" } }),
    );
    const request = await eventually(() => Promise.resolve(requestsTo(receiver, path)[0]), {
      what: "the delivery",
    });
    const body = JSON.parse(request.body) as {
      id: string;
      type: string;
      created_at: string;
      data: { object: unknown };
    };
    expect(verify(endpoint.secret, request)).toEqual(body);
    expect(Object.keys(body)).toEqual(["id", "type", "created_at", "data"]);
    expect(body.type).toBe("vehicle.created");
    expect(request.headers["webhook-id"]).toBe(body.id);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(body.data.object).toEqual(
      await json(await call("GET", `/vehicles/${vehicle.id}`, { key })),
    );
    expect(await json(await call("GET", `/events/${body.id}`, { key }))).toEqual(body);
    const listed = await json<{ data: unknown[] }>(
      await call("GET", "/events?type=vehicle.*", { key }),
    );
    expect(listed.data).toEqual([body]);

    const log = await eventually(async () => {
      const page = await json<{ data: Delivery[] }>(
        await call("GET", `/webhook-endpoints/${endpoint.id}/deliveries`, { key }),
      );
      return page.data.length ? page.data : null;
    });
    expect(log).toEqual([
      expect.objectContaining({
        event_id: body.id,
        attempt: 1,
        status: "succeeded",
        response_status: 200,
        next_attempt_at: null,
        test: false,
      }),
    ]);
  });

  it("retries a receiver that is down for 3 attempts, then delivers: 4 attempts logged with their next_attempt_at, one webhook-id", async () => {
    const { key, endpoint, path } = await companyWithEndpoint();
    receiver.script.set(path, [
      { status: 500, body: "down" },
      { status: 502 },
      { status: 503, headers: { "Retry-After": "2" } },
    ]);
    await call("POST", "/vehicles", { key, body: { vrm: "AA19EEE" } });
    const log = await eventually(
      async () => {
        const page = await json<{ data: Delivery[] }>(
          await call("GET", `/webhook-endpoints/${endpoint.id}/deliveries`, { key }),
        );
        return page.data.some((d) => d.status === "succeeded") ? page.data.reverse() : null;
      },
      { timeoutMs: 25_000, what: "the fourth attempt" },
    );
    expect(log.map((d) => [d.attempt, d.status, d.response_status])).toEqual([
      [1, "failed", 500],
      [2, "failed", 502],
      [3, "failed", 503],
      [4, "succeeded", 200],
    ]);
    const requests = requestsTo(receiver, path);
    expect(requests).toHaveLength(4);
    expect(new Set(requests.map((r) => r.headers["webhook-id"]))).toEqual(
      new Set([log[0]!.event_id]),
    );
    for (const r of requests) verify(endpoint.secret, r);
    // Each failure scheduled the next attempt 1 s after its answer (plus up to 10 % jitter); the
    // 503's Retry-After made it 2 s. The answer came after the receiver got the request and
    // before the attempt was recorded (created_at), so the delay is bounded by those two times.
    const scheduled = (i: number) => new Date(log[i]!.next_attempt_at!).getTime();
    expect(scheduled(0) - requests[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(scheduled(0) - new Date(log[0]!.created_at).getTime()).toBeLessThan(1200);
    expect(scheduled(2) - requests[2]!.at).toBeGreaterThanOrEqual(2000);
    for (let i = 1; i < 4; i++)
      expect(requests[i]!.at).toBeGreaterThanOrEqual(
        new Date(log[i - 1]!.next_attempt_at!).getTime() - 50,
      );
    expect(log[3]!.next_attempt_at).toBeNull();
  });

  it("stops after the last delay: 1 + 4 attempts, the last with no next attempt", async () => {
    const { key, endpoint, path } = await companyWithEndpoint();
    receiver.script.set(
      path,
      Array.from({ length: 6 }, () => ({ status: 500 })),
    );
    await call("POST", "/vehicles", { key, body: { vrm: "AA19PPP" } });
    const log = await eventually(
      async () => {
        const message = await db.webhookMessage.findFirst({
          where: { endpointId: endpoint.id, status: "failed" },
        });
        return message
          ? (
              await json<{ data: Delivery[] }>(
                await call("GET", `/webhook-endpoints/${endpoint.id}/deliveries`, { key }),
              )
            ).data.reverse()
          : null;
      },
      { timeoutMs: 25_000, what: "the last attempt" },
    );
    expect(log.map((d) => d.attempt)).toEqual([1, 2, 3, 4, 5]);
    expect(log.slice(0, 4).every((d) => d.next_attempt_at !== null)).toBe(true);
    expect(log[4]!.next_attempt_at).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(requestsTo(receiver, path)).toHaveLength(5);
  });

  it("a 410 disables the endpoint at once (gone), with no retry; enabling it again resumes with new events only", async () => {
    const { key, endpoint, path } = await companyWithEndpoint();
    receiver.script.set(path, [{ status: 410, body: "gone" }]);
    await call("POST", "/vehicles", { key, body: { vrm: "L2WPS" } });
    const disabled = await eventually(async () => {
      const current = await json<Endpoint>(
        await call("GET", `/webhook-endpoints/${endpoint.id}`, { key }),
      );
      return current.enabled ? null : current;
    });
    expect(disabled).toMatchObject({ enabled: false, disabled_reason: "gone" });
    const [attempt] = (
      await json<{ data: Delivery[] }>(
        await call("GET", `/webhook-endpoints/${endpoint.id}/deliveries`, { key }),
      )
    ).data;
    expect(attempt).toMatchObject({
      attempt: 1,
      status: "failed",
      response_status: 410,
      next_attempt_at: null,
    });

    await call("POST", "/vehicles", { key, body: { vrm: "AA19SRN" } });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requestsTo(receiver, path)).toHaveLength(1);
    const enabled = await json<Endpoint>(
      await call("PUT", `/webhook-endpoints/${endpoint.id}`, { key, body: { enabled: true } }),
    );
    expect(enabled).toMatchObject({ enabled: true, disabled_reason: null });
    const vehicle = await json<{ id: string }>(
      await call("POST", "/vehicles", { key, body: { vrm: "AA19DSL" } }),
    );
    await eventually(() => Promise.resolve(requestsTo(receiver, path)[1]));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = requestsTo(receiver, path);
    expect(after).toHaveLength(2);
    expect(after[1]!.body).toContain(vehicle.id);
  });
});
