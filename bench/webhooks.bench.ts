// Webhook fan-out on PostgreSQL: events written as services write them (outbox + wake-up
// job in one transaction), each to ENDPOINTS endpoints of one company, delivered by 1 and
// then 2 `npm run worker` processes to a loopback receiver. Measures deliveries per second
// for a burst (EVENTS events committed in one transaction, to the last delivery answered),
// with the CPU time the workers and the database spent per delivery (a figure that holds on
// a machine others load too), and event-to-first-attempt
// latency on a steady stream of PACED_PER_SECOND events/s (the event's commit to the first
// request carrying its webhook-id). Goals (issue 32): at least 800 deliveries/s from one
// worker, p50 under 100 ms. Then recovery (POST /webhook-endpoints/{id}/recover): an endpoint
// that RECOVERY_EVENTS dispatched events never went to (it was off) gets them all once from
// one worker; goal: within 60 s of the request.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1/bench_webhooks npx tsx bench/webhooks.bench.ts
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SAMPLE_SELLER, SANDBOX_PROVIDERS } from "../src/env.js";
import type { BenchResult } from "./types";

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 200);
const ENDPOINTS = Number(process.env.BENCH_WEBHOOK_ENDPOINTS ?? 10);
// Latency is measured on a steady stream (events at this rate), not behind a burst's backlog.
const PACED_EVENTS = Number(process.env.BENCH_WEBHOOK_PACED_EVENTS ?? 60);
const PACED_PER_SECOND = Number(process.env.BENCH_WEBHOOK_PACED_RATE ?? 10);
const RECOVERY_EVENTS = Number(process.env.BENCH_WEBHOOK_RECOVERY_EVENTS ?? 10_000);
// A folder: each worker writes a V8 CPU profile of its run there (node --cpu-prof).
const CPU_PROFILES = process.env.BENCH_WEBHOOK_CPU_PROF;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th, in ticks of 10 ms.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

function startWorker(): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    ...SANDBOX_PROVIDERS,
    ...SAMPLE_SELLER,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-secret-bench-secret-bench-secret!!",
  };
  const profile = CPU_PROFILES ? ["--cpu-prof", `--cpu-prof-dir=${CPU_PROFILES}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "scripts/worker.ts"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on(
      "data",
      (chunk: Buffer) => chunk.toString().includes("is running jobs") && resolve(child),
    );
    child.once("exit", (code) => reject(new Error(`worker exited ${code}`)));
  });
}

export async function main(): Promise<BenchResult[]> {
  if (!process.env.DATABASE_URL)
    return [
      {
        name: "webhook fan-out",
        value: 0,
        unit: "skipped",
        note: "needs DATABASE_URL (PostgreSQL)",
      },
    ];
  Object.assign(process.env, { WEBHOOK_ALLOW_PRIVATE_URLS: "true", JOBS_IN_PROCESS: "false" });
  const firstSeen = new Map<string, number>();
  let answered = 0;
  const server = createServer((req, res) => {
    const id = String(req.headers["webhook-id"]);
    if (!firstSeen.has(id)) firstSeen.set(id, Date.now());
    req.resume();
    req.on("end", () => {
      answered++;
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bench`;

  const { db, prepareDatabase, closeDatabase } = await import("../src/server/db");
  const { startJobs, stopJobs } = await import("../src/server/jobs/workers");
  const { writeEvent } = await import("../src/server/services/events/write-event");
  const { createEndpoint } = await import("../src/server/services/webhooks/manage-endpoints");
  const { signUp } = await import("../src/server/services/company/sign-up");
  const { startRecovery } = await import("../src/server/services/webhooks/recover-deliveries");
  const { newId } = await import("../src/server/ids");
  const { unnestRows } = await import("../src/server/db");
  await prepareDatabase();
  await startJobs({ workers: false });
  const { companyId } = await signUp(
    {
      company_name: "Webhook Bench",
      name: "Bench Owner",
      email: `bench-${Date.now()}@example.test`,
      password: "correct-horse-battery",
      country: "GB",
    },
    {},
  );
  for (let i = 0; i < ENDPOINTS; i++)
    await createEndpoint({
      actor: { kind: "api_key" },
      companyId,
      input: { url: `${url}/${i}`, events: ["vehicle.created"], enabled: true },
    });

  // The database's share: CPU of this database's server processes (the bench's own writes included).
  const databaseCpu = async () => {
    const pids = await db.$queryRaw<{ pid: number }[]>`
      SELECT pid FROM pg_stat_activity WHERE datname = current_database()`;
    return new Map(pids.map(({ pid }) => [pid, cpuMs(pid)]));
  };

  const results: BenchResult[] = [];
  for (const count of [1, 2]) {
    const workers = await Promise.all(Array.from({ length: count }, () => startWorker()));
    const plural = count > 1 ? "s" : "";
    const run = async (events: number, perSecond: number | null) => {
      firstSeen.clear();
      answered = 0;
      const committed = new Map<string, number>();
      const cpuBefore = workers.reduce((sum, w) => sum + cpuMs(w.pid), 0);
      const databaseBefore = await databaseCpu();
      const write = (tx: Parameters<Parameters<typeof db.$transaction>[0]>[0], i: number) =>
        writeEvent(tx, {
          companyId,
          type: "vehicle.created",
          object: { id: `veh_bench_${i}`, vrm: "AB12CDE" },
        });
      let started = Date.now();
      if (perSecond) {
        for (let i = 0; i < events; i++) {
          await new Promise((resolve) =>
            setTimeout(resolve, Math.max(0, started + (i * 1000) / perSecond - Date.now())),
          );
          committed.set(await db.$transaction((tx) => write(tx, i)), Date.now());
        }
      } else {
        // The burst is committed at once (an import, say), so the workers' pace is measured, not this process's writes.
        const ids = await db.$transaction(async (tx) => {
          const written: string[] = [];
          for (let i = 0; i < events; i++) written.push(await write(tx, i));
          return written;
        });
        started = Date.now();
        for (const id of ids) committed.set(id, started);
      }
      const total = events * ENDPOINTS;
      while (answered < total) {
        if (Date.now() - started > 300_000)
          throw new Error(`only ${answered} of ${total} deliveries in 5 minutes`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const latencies = [...committed]
        .map(([id, at]) => (firstSeen.get(id) ?? Date.now()) - at)
        .sort((a, b) => a - b);
      const cpu = workers.reduce((sum, w) => sum + cpuMs(w.pid), 0) - cpuBefore;
      const databaseAfter = await databaseCpu();
      const database = [...databaseAfter].reduce(
        (sum, [pid, ms]) => sum + ms - (databaseBefore.get(pid) ?? 0),
        0,
      );
      return { total, seconds: (Date.now() - started) / 1000, latencies, cpu, database };
    };
    const burst = await run(EVENTS, null);
    const paced = await run(PACED_EVENTS, PACED_PER_SECOND);
    results.push(
      {
        name: `deliveries/s, ${count} worker${plural}`,
        value: Math.round(burst.total / burst.seconds),
        unit: "/s",
        goal: count === 1 ? ">= 800" : undefined,
        note: `${burst.total} deliveries (${EVENTS} events x ${ENDPOINTS} endpoints, committed at once) in ${burst.seconds.toFixed(1)} s`,
      },
      {
        name: `worker CPU per delivery, ${count} worker${plural}`,
        value: Math.round((burst.cpu * 1000) / burst.total),
        unit: "µs",
        note: "user + system of the worker processes over the burst (dispatch included); holds under load",
      },
      {
        name: `database CPU per delivery, ${count} worker${plural}`,
        value: Math.round((burst.database * 1000) / burst.total),
        unit: "µs",
        note: "PostgreSQL server processes of the bench's database over the burst (event writes included)",
      },
      {
        name: `event to first attempt p50, ${count} worker${plural}`,
        value: percentile(paced.latencies, 50),
        unit: "ms",
        goal: count === 1 ? "< 100" : undefined,
        note: `${PACED_PER_SECOND} events/s x ${ENDPOINTS} endpoints`,
      },
      {
        name: `event to first attempt p99, ${count} worker${plural}`,
        value: percentile(paced.latencies, 99),
        unit: "ms",
      },
      {
        name: `event to first attempt p50 in the burst, ${count} worker${plural}`,
        value: percentile(burst.latencies, 50),
        unit: "ms",
        note: "behind the burst's own backlog",
      },
    );
    await Promise.all(
      workers.map((w) => new Promise((resolve) => (w.once("exit", resolve), w.kill("SIGTERM")))),
    );
  }

  // Recovery: events dispatched while the endpoint was off, none of them sent to it.
  const endpoint = await createEndpoint({
    actor: { kind: "api_key" },
    companyId,
    input: { url: `${url}/recovery`, events: ["vehicle.created"], enabled: true },
  });
  const rows = Array.from({ length: RECOVERY_EVENTS }, (_, i) => ({
    id: newId("event"),
    payload: JSON.stringify({ object: { id: `veh_recovery_${i}`, vrm: "AB12CDE" } }),
  }));
  await db.$executeRaw`INSERT INTO "Event" ("id", "companyId", "type", "payload", "createdAt", "dispatchedAt")
    SELECT e."id", ${companyId}, 'vehicle.created', e."payload"::jsonb, now(), now()
    FROM ${unnestRows("e", { id: "text", payload: "text" }, rows)}`;
  const worker = await startWorker();
  firstSeen.clear();
  answered = 0;
  const started = Date.now();
  const { events } = await startRecovery({
    companyId,
    actor: { kind: "api_key" },
    endpointId: endpoint.id,
    since: new Date(started - 3_600_000).toISOString(),
  });
  while (answered < events) {
    if (Date.now() - started > 300_000)
      throw new Error(`recovery sent only ${answered} of ${events} events in 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (Date.now() - started) / 1000;
  results.push({
    name: `recovery of ${events} events to one endpoint, 1 worker`,
    value: Math.round(seconds * 10) / 10,
    unit: "s",
    goal: "< 60",
    note: `${Math.round(events / seconds)} events/s, each sent once`,
  });
  await new Promise((resolve) => (worker.once("exit", resolve), worker.kill("SIGTERM")));
  await stopJobs();
  await closeDatabase();
  server.close();
  return results;
}
