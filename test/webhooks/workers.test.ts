// Deliveries with `npm run worker` processes on one PostgreSQL (this test process only
// enqueues): a worker killed with SIGKILL mid-delivery loses no event, and two workers
// make every attempt exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { startJobs, stopJobs } from "~/server/jobs/workers";
import { apiCompany, call, json } from "../api/http";
import { eventually } from "../eventually";
import { spawnWorker, workerRunning, type WorkerProcess } from "../jobs/worker-process";
import { requestsTo, startReceiver, type Receiver } from "./receiver";

const onPostgres = Boolean(process.env.DATABASE_URL);
let receiver: Receiver;
const workers: WorkerProcess[] = [];

async function worker(): Promise<WorkerProcess> {
  const started = spawnWorker({
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
    WEBHOOK_RETRY_SCHEDULE_SECONDS: "1,1,1,1",
  });
  workers.push(started);
  await workerRunning(started);
  return started;
}

beforeAll(async () => {
  receiver = await startReceiver();
  if (!onPostgres) return;
  await stopJobs();
  await startJobs({ workers: false });
});

afterAll(async () => {
  for (const w of workers) if (w.child.exitCode === null) w.child.kill("SIGKILL");
  await receiver.close();
});

async function endpointFor(path: string) {
  const company = await apiCompany({ rateLimit: 10_000 });
  const endpoint = await json<{ id: string }>(
    await call("POST", "/webhook-endpoints", {
      key: company.key,
      body: { url: receiver.url.replace("/hooks", path), events: ["vehicle.created"] },
    }),
  );
  return { ...company, endpoint };
}

describe.runIf(onPostgres)("worker processes", () => {
  it(
    "a worker killed with SIGKILL mid-delivery: another worker delivers the event once its job expires",
    { timeout: 90_000 },
    async () => {
      const path = "/hooks/sigkill";
      const { key, endpoint } = await endpointFor(path);
      const first = await worker();
      // The first attempt hangs until the worker is killed under it.
      receiver.script.set(path, [{ status: 200, delayMs: 8_000 }]);
      const arrived = new Promise<void>(
        (resolve) => (receiver.onRequest = (r) => r.path === path && resolve()),
      );
      await call("POST", "/vehicles", { key, body: { vrm: "AA19AAA" } });
      await arrived;
      first.child.kill("SIGKILL");
      expect(await first.exited).toBeNull();
      await worker();
      const delivered = await eventually(
        async () =>
          (await db.webhookDelivery.findFirst({
            where: { endpointId: endpoint.id, status: "succeeded" },
          })) ?? null,
        {
          timeoutMs: 60_000,
          what: "the delivery after the SIGKILL",
        },
      );
      expect(delivered.attempt).toBe(1);
      const requests = requestsTo(receiver, path);
      // Run alone, the killed worker made the first request and the second came once its job expired. In
      // the full suite another test process's in-process workers may take the job instead; either way the
      // event arrives, as one automatic attempt with one webhook-id.
      expect(requests.length).toBeGreaterThanOrEqual(1);
      expect(new Set(requests.map((r) => r.headers["webhook-id"])).size).toBe(1);
      expect(
        await db.webhookMessage.findFirst({ where: { endpointId: endpoint.id } }),
      ).toMatchObject({ status: "succeeded", attempts: 1 });
    },
  );

  it(
    "two workers on one PostgreSQL make every attempt exactly once",
    { timeout: 90_000 },
    async () => {
      await worker();
      const path = "/hooks/two-workers";
      const { key, endpoint } = await endpointFor(path);
      // Every event fails once, then succeeds: 2 attempts each, in all.
      const vrms = Array.from({ length: 30 }, (_, i) => `TW${String(i).padStart(2, "0")}ABC`);
      receiver.script.set(path, []);
      receiver.fallback = { status: 200 };
      const failedOnce = new Set<string>();
      receiver.onRequest = (r) => {
        if (r.path !== path) return;
        const id = String(r.headers["webhook-id"]);
        if (!failedOnce.has(id)) {
          failedOnce.add(id);
          receiver.script.get(path)!.push({ status: 500 });
        }
      };
      for (const vrm of vrms)
        expect((await call("POST", "/vehicles", { key, body: { vrm } })).status).toBe(201);
      await eventually(
        async () =>
          (await db.webhookMessage.count({
            where: { endpointId: endpoint.id, status: "succeeded" },
          })) === vrms.length
            ? true
            : null,
        {
          timeoutMs: 60_000,
          what: "every event delivered",
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const requests = requestsTo(receiver, path);
      const perEvent = new Map<string, number>();
      for (const r of requests)
        perEvent.set(
          String(r.headers["webhook-id"]),
          (perEvent.get(String(r.headers["webhook-id"])) ?? 0) + 1,
        );
      expect(perEvent.size).toBe(vrms.length);
      expect([...perEvent.values()].every((n) => n === 2)).toBe(true);
      const log = await db.webhookDelivery.groupBy({
        by: ["eventId"],
        where: { endpointId: endpoint.id },
        _count: { _all: true },
      });
      expect(log.every((row) => row._count._all === 2)).toBe(true);
    },
  );
});
