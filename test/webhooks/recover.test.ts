// POST /webhook-endpoints/{id}/recover (contract section 8): a receiver down for 30 events gets
// each once more after recovery, none twice; events from while the endpoint was disabled are
// sent too; bad `since`, a disabled endpoint and another company's endpoint are refused and
// change nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { apiCompany, call, json } from "../api/http";
import { companySnapshot, expectCrossTenantNotFound } from "../cross-tenant";
import { eventually } from "../eventually";
import { requestsTo, startReceiver, type Receiver } from "./receiver";

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver({ status: 500, body: "down" });
});
afterAll(() => receiver.close());

async function companyWithEndpoint(label: string) {
  const company = await apiCompany({ rateLimit: 10_000 });
  const path = `/hooks/${label}-${company.companyId}`;
  const made = await call("POST", "/webhook-endpoints", {
    key: company.key,
    body: { url: receiver.url.replace("/hooks", path), events: ["customer.created"] },
  });
  expect(made.status).toBe(201);
  return { ...company, path, endpoint: await json<{ id: string }>(made) };
}

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
const eventIdsAt = (path: string) =>
  requestsTo(receiver, path).map((r) => String(r.headers["webhook-id"]));

describe("webhook recovery", () => {
  it("after a receiver was down for 30 events, sends each once more, none twice", async () => {
    const c = await companyWithEndpoint("down");
    for (let i = 0; i < 30; i++) {
      await call("POST", "/customers", { key: c.key, body: { name: `Hirer ${i}` } });
    }
    // Every automatic attempt (1 + the test schedule's 4 delays) fails.
    await eventually(
      async () =>
        (await db.webhookMessage.count({
          where: { endpointId: c.endpoint.id, status: "failed" },
        })) === 30 || undefined,
      { what: "30 messages failed for good", timeoutMs: 60_000 },
    );
    const before = new Map<string, number>();
    for (const id of eventIdsAt(c.path)) before.set(id, (before.get(id) ?? 0) + 1);
    expect(before.size).toBe(30);
    receiver.script.set(
      c.path,
      Array.from({ length: 40 }, () => ({ status: 200, body: "ok" })),
    );
    const response = await call("POST", `/webhook-endpoints/${c.endpoint.id}/recover`, {
      key: c.key,
      body: { since: hourAgo() },
    });
    expect(response.status).toBe(202);
    expect(await json(response)).toEqual({ events: 30 });
    await eventually(
      async () =>
        (await db.webhookMessage.count({
          where: { endpointId: c.endpoint.id, status: "succeeded" },
        })) === 30 || undefined,
      { what: "30 recovered", timeoutMs: 30_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = new Map<string, number>();
    for (const id of eventIdsAt(c.path)) after.set(id, (after.get(id) ?? 0) + 1);
    for (const [id, count] of before) expect(after.get(id), id).toBe(count + 1);
    const deliveries = await json<{ data: { attempt: number; status: string }[] }>(
      await call(
        "GET",
        `/webhook-endpoints/${c.endpoint.id}/deliveries?status=succeeded&limit=100`,
        {
          key: c.key,
        },
      ),
    );
    expect(deliveries.data).toHaveLength(30);
    expect(new Set(deliveries.data.map((d) => d.attempt))).toEqual(new Set([6]));
    // Nothing is left to recover: a second call sends nothing.
    expect(
      await json(
        await call("POST", `/webhook-endpoints/${c.endpoint.id}/recover`, {
          key: c.key,
          body: { since: hourAgo() },
        }),
      ),
    ).toEqual({ events: 0 });
  }, 120_000);

  it("sends events from while the endpoint was disabled", async () => {
    const c = await companyWithEndpoint("off");
    receiver.script.set(
      c.path,
      Array.from({ length: 5 }, () => ({ status: 200, body: "ok" })),
    );
    await call("PUT", `/webhook-endpoints/${c.endpoint.id}`, {
      key: c.key,
      body: { enabled: false },
    });
    const customer = await json<{ id: string }>(
      await call("POST", "/customers", { key: c.key, body: { name: "While Off" } }),
    );
    await eventually(
      async () =>
        (await db.event.count({
          where: { companyId: c.companyId, dispatchedAt: { not: null } },
        })) === 1 || undefined,
      { what: "the event dispatched" },
    );
    expect(eventIdsAt(c.path)).toEqual([]);
    await call("PUT", `/webhook-endpoints/${c.endpoint.id}`, {
      key: c.key,
      body: { enabled: true },
    });
    const response = await call("POST", `/webhook-endpoints/${c.endpoint.id}/recover`, {
      key: c.key,
      body: { since: hourAgo() },
    });
    expect(await json(response)).toEqual({ events: 1 });
    const arrived = await eventually(() => Promise.resolve(requestsTo(receiver, c.path)[0]), {
      what: "the recovered event",
    });
    expect(JSON.parse(arrived.body)).toMatchObject({ data: { object: { id: customer.id } } });
  });

  it("refuses a bad since, a disabled endpoint and another company's endpoint, changing nothing", async () => {
    const c = await companyWithEndpoint("bad");
    const intruder = await apiCompany({ rateLimit: 10_000 });
    await expectCrossTenantNotFound({
      owner: c,
      intruder,
      id: c.endpoint.id,
      endpoints: [
        { method: "POST", path: "/webhook-endpoints/{id}/recover", body: { since: hourAgo() } },
      ],
    });
    const before = await companySnapshot(c.companyId);
    const day = 86_400_000;
    for (const body of [
      { since: new Date(Date.now() - 15 * day).toISOString() },
      { since: new Date(Date.now() + day).toISOString() },
      { since: "yesterday" },
      {},
    ]) {
      const response = await call("POST", `/webhook-endpoints/${c.endpoint.id}/recover`, {
        key: c.key,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await json(response)).toMatchObject({
        code: "invalid_request",
        errors: [{ pointer: "/since" }],
      });
    }
    expect(await companySnapshot(c.companyId)).toBe(before);
    await call("PUT", `/webhook-endpoints/${c.endpoint.id}`, {
      key: c.key,
      body: { enabled: false },
    });
    const disabled = await call("POST", `/webhook-endpoints/${c.endpoint.id}/recover`, {
      key: c.key,
      body: { since: hourAgo() },
    });
    expect(disabled.status).toBe(409);
    expect(await json(disabled)).toMatchObject({ code: "invalid_state" });
  });
});
