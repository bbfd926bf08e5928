// DELETE /webhook-endpoints/{id} while an attempt to that endpoint is being recorded: the
// receiver answers (a failure, so the attempt schedules a retry and marks the endpoint
// failing) just as the endpoint is deleted. Every delete answers 204, the job logs no error,
// and nothing of the endpoint is left: no message, no logged attempt, no retry reaching it.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/server/db";
import { apiCompany, call, json } from "../api/http";
import { eventually } from "../eventually";
import { requestsTo, startReceiver, type Receiver } from "./receiver";

// Waves of a few deliveries each: the race is likeliest while the server is not yet crowded.
const WAVES = 5;
const PER_WAVE = 6;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver({ status: 500, body: "down" });
});
afterAll(() => receiver.close());

type Company = Awaited<ReturnType<typeof apiCompany>>;

/** One event to `PER_WAVE` new endpoints, each deleted as its attempt reaches the receiver; the deletes' statuses. */
async function wave(company: Company, wave: number): Promise<{ statuses: number[]; endpoints: { id: string; path: string }[] }> {
  const { key, companyId } = company;
  const byPath = new Map<string, { id: string; path: string }>();
  for (let i = 0; i < PER_WAVE; i++) {
    const path = `/hooks/delete-race-${companyId}-${wave}-${i}`;
    const created = await json<{ id: string }>(await call("POST", "/webhook-endpoints", { key, body: { url: receiver.url.replace("/hooks", path), events: ["vehicle.created"] } }));
    byPath.set(path, { id: created.id, path });
    // The receiver answers a moment after the DELETE has started, a different moment for each
    // endpoint, so some deletes land while the attempt's transaction is running.
    receiver.script.set(path, [{ status: 500, body: "down", delayMs: (wave * PER_WAVE + i) % 10 }]);
  }
  const deletes: Promise<number>[] = [];
  receiver.onRequest = (request) => {
    const endpoint = byPath.get(request.path);
    if (endpoint && requestsTo(receiver, request.path).length === 1) deletes.push(call("DELETE", `/webhook-endpoints/${endpoint.id}`, { key }).then((r) => r.status));
  };
  expect((await call("POST", "/vehicles", { key, body: { vrm: `DR${wave}9ACE` } })).status).toBe(201);
  await eventually(() => Promise.resolve(deletes.length === PER_WAVE ? true : null), { timeoutMs: 20_000, what: "an attempt at every endpoint" });
  return { statuses: await Promise.all(deletes), endpoints: [...byPath.values()] };
}

describe("deleting an endpoint while its delivery is recorded", () => {
  it("answers 204 every time, and its retries stop without an error", { timeout: 90_000 }, async () => {
    const company = await apiCompany({ rateLimit: 10_000 });
    const errors = vi.spyOn(console, "error");
    const errorLogs: unknown[][] = [];
    const statuses: number[] = [];
    const endpoints: { id: string; path: string }[] = [];
    try {
      for (let w = 0; w < WAVES; w++) {
        const done = await wave(company, w);
        statuses.push(...done.statuses);
        endpoints.push(...done.endpoints);
      }
      // Past the retry schedule's 1 s: the retries queued by the attempts found nothing to send.
      await new Promise((resolve) => setTimeout(resolve, 2500));
    } finally {
      receiver.onRequest = undefined;
      errorLogs.push(...errors.mock.calls);
      errors.mockRestore();
    }
    expect(statuses).toEqual(Array.from({ length: WAVES * PER_WAVE }, () => 204));
    const ids = endpoints.map((e) => e.id);
    expect(await db.webhookEndpoint.count({ where: { companyId: company.companyId } })).toBe(0);
    expect(await db.webhookMessage.count({ where: { endpointId: { in: ids } } })).toBe(0);
    expect(await db.webhookDelivery.count({ where: { endpointId: { in: ids } } })).toBe(0);
    for (const { path } of endpoints) expect(requestsTo(receiver, path), path).toHaveLength(1);
    expect(errorLogs).toEqual([]);
  });
});
