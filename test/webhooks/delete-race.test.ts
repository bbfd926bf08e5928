// DELETE /webhook-endpoints/{id} racing the background work of that endpoint: an attempt
// being recorded (the receiver answers, a failure, so the attempt schedules a retry and marks
// the endpoint failing, just as the endpoint is deleted), and an event being dispatched to it.
// Every delete answers 204, no job logs an error, and nothing of the endpoint is left: no
// message, no logged attempt, no retry reaching it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { apiCompany, call, json } from "../api/http";
import { eventually } from "../eventually";
import { captureLog, type LogLine } from "../log-capture";
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

/** Runs `work` and answers what it logged as errors (a failed job logs one). */
async function errorsLoggedBy(work: () => Promise<void>): Promise<LogLine[]> {
  const log = captureLog();
  try {
    await work();
    return log.errors();
  } finally {
    log.restore();
  }
}

/** One event to `PER_WAVE` new endpoints, each deleted as its attempt reaches the receiver; the deletes' statuses. */
async function wave(
  company: Company,
  wave: number,
): Promise<{ statuses: number[]; endpoints: { id: string; path: string }[] }> {
  const { key, companyId } = company;
  const byPath = new Map<string, { id: string; path: string }>();
  for (let i = 0; i < PER_WAVE; i++) {
    const path = `/hooks/delete-race-${companyId}-${wave}-${i}`;
    const created = await json<{ id: string }>(
      await call("POST", "/webhook-endpoints", {
        key,
        body: { url: receiver.url.replace("/hooks", path), events: ["vehicle.created"] },
      }),
    );
    byPath.set(path, { id: created.id, path });
    // The receiver answers a moment after the DELETE has started, a different moment for each
    // endpoint, so some deletes land while the attempt's transaction is running.
    receiver.script.set(path, [{ status: 500, body: "down", delayMs: (wave * PER_WAVE + i) % 10 }]);
  }
  const deletes: Promise<number>[] = [];
  receiver.onRequest = (request) => {
    const endpoint = byPath.get(request.path);
    if (endpoint && requestsTo(receiver, request.path).length === 1)
      deletes.push(
        call("DELETE", `/webhook-endpoints/${endpoint.id}`, { key }).then((r) => r.status),
      );
  };
  expect((await call("POST", "/vehicles", { key, body: { vrm: `DR${wave}9ACE` } })).status).toBe(
    201,
  );
  await eventually(() => Promise.resolve(deletes.length === PER_WAVE ? true : null), {
    timeoutMs: 20_000,
    what: "an attempt at every endpoint",
  });
  return { statuses: await Promise.all(deletes), endpoints: [...byPath.values()] };
}

describe("deleting an endpoint while its delivery is recorded", () => {
  it(
    "answers 204 every time, and its retries stop without an error",
    { timeout: 90_000 },
    async () => {
      const company = await apiCompany({ rateLimit: 10_000 });
      const statuses: number[] = [];
      const endpoints: { id: string; path: string }[] = [];
      const errors = await errorsLoggedBy(async () => {
        try {
          for (let w = 0; w < WAVES; w++) {
            const done = await wave(company, w);
            statuses.push(...done.statuses);
            endpoints.push(...done.endpoints);
          }
        } finally {
          receiver.onRequest = undefined;
        }
        // Past the retry schedule's 1 s: the retries queued by the attempts found nothing to send.
        await new Promise((resolve) => setTimeout(resolve, 2500));
      });
      expect(statuses).toEqual(Array.from({ length: WAVES * PER_WAVE }, () => 204));
      const ids = endpoints.map((e) => e.id);
      expect(await db.webhookEndpoint.count({ where: { companyId: company.companyId } })).toBe(0);
      expect(await db.webhookMessage.count({ where: { endpointId: { in: ids } } })).toBe(0);
      expect(await db.webhookDelivery.count({ where: { endpointId: { in: ids } } })).toBe(0);
      for (const { path } of endpoints) expect(requestsTo(receiver, path), path).toHaveLength(1);
      expect(errors).toEqual([]);
    },
  );

  it(
    "answers 204 while the endpoint's new event is being dispatched, and the dispatch logs no error",
    { timeout: 90_000 },
    async () => {
      const { key, companyId } = await apiCompany({ rateLimit: 10_000 });
      const statuses: number[] = [];
      const ids: string[] = [];
      const errors = await errorsLoggedBy(async () => {
        for (let round = 0; round < 20; round++) {
          const created: string[] = [];
          for (let i = 0; i < 3; i++) {
            const path = `/hooks/dispatch-race-${companyId}-${round}-${i}`;
            created.push(
              (
                await json<{ id: string }>(
                  await call("POST", "/webhook-endpoints", {
                    key,
                    body: {
                      url: receiver.url.replace("/hooks", path),
                      events: ["vehicle.created"],
                    },
                  }),
                )
              ).id,
            );
          }
          ids.push(...created);
          // The event wakes the dispatcher as it commits; the deletes follow at once, a moment apart.
          expect(
            (
              await call("POST", "/vehicles", {
                key,
                body: { vrm: `DP${String(round).padStart(2, "0")}ACE` },
              })
            ).status,
          ).toBe(201);
          for (const [i, id] of created.entries()) {
            await new Promise((resolve) => setTimeout(resolve, i * 2));
            statuses.push((await call("DELETE", `/webhook-endpoints/${id}`, { key })).status);
          }
        }
        await eventually(
          async () =>
            (await db.event.count({ where: { companyId, dispatchedAt: null } })) === 0
              ? true
              : null,
          { what: "every event dispatched" },
        );
        await new Promise((resolve) => setTimeout(resolve, 1500));
      });
      expect(statuses).toEqual(ids.map(() => 204));
      expect(await db.webhookMessage.count({ where: { endpointId: { in: ids } } })).toBe(0);
      expect(await db.webhookDelivery.count({ where: { endpointId: { in: ids } } })).toBe(0);
      expect(errors).toEqual([]);
    },
  );
});
