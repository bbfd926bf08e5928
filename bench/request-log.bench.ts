// The request log's cost per request (issue 32's goal: at most 5 % of a keyed GET /credits and
// of a POST /reports). What a request adds is what `logRequest` in http/rest/api-route.ts does
// on the way out: read the URL and headers into an entry and hand it to the buffer
// (services/request-log/log-buffer.ts), which writes 500 rows a statement. This bench makes
// ENTRIES entries that way, flushes them into the database, and counts the CPU time it took:
// this process's (process.cpuUsage) and the database server's (the /proc CPU time of the
// backends connected to this database; PostgreSQL only), per entry. CPU time, not wall time:
// it holds on a busy machine. The figure is then set beside the CPU a request costs the server
// (`npm run bench -- api` prints "server CPU ms/request"; about 1 ms for GET /credits).
//
//   DATABASE_URL=postgresql://.../kb_bench npm run bench -- request-log
import { readFileSync } from "node:fs";
import type { BenchResult } from "./types";
import { benchCompany } from "./fixtures";

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const ROUNDS = 3;
const TICKS_PER_SECOND = 100;

/** CPU time in ms (user + system) of the given processes, read from /proc. */
function processCpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A backend that ended counts for nothing more.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

export async function main(): Promise<BenchResult[]> {
  process.env.KERBSIDE_DATA_DIR ??= "memory://";
  const { db, prepareDatabase, closeDatabase } = await import("../src/server/db");
  const { newId } = await import("../src/server/ids");
  const { logApiRequest, flushRequestLog } =
    await import("../src/server/services/request-log/log-buffer");
  await prepareDatabase();
  const postgres = Boolean(process.env.DATABASE_URL);
  const companyId = await benchCompany("Bench Request Log Ltd", 0);
  const backends = async () =>
    postgres
      ? (
          await db.$queryRaw<{ pid: number }[]>`
            SELECT pid FROM pg_stat_activity WHERE datname = current_database()`
        ).map((row) => row.pid)
      : [];

  // The requests exist before the log sees them (the server made them): not counted.
  const requests = Array.from(
    { length: ENTRIES },
    (_, i) =>
      new Request(`http://localhost:3000/api/v1/reports?limit=25&status=draft&n=${i}`, {
        headers: { "idempotency-key": `bench-${i}` },
      }),
  );
  /** One request's entry, read from its Request as logRequest reads it. */
  const logOne = (i: number) => {
    const req = requests[i]!;
    const started = performance.now();
    const url = new URL(req.url);
    logApiRequest({
      id: newId("request"),
      companyId,
      mode: "live",
      method: req.method,
      path: url.pathname,
      query: url.search.length > 1 ? url.search.slice(1) : null,
      status: 200,
      durationMs: Math.max(0, Math.round(performance.now() - started)),
      idempotencyKey: req.headers.get("idempotency-key"),
      errorCode: null,
      responseBody: null,
      createdAt: new Date(),
    });
  };

  // Warm up (JIT, the connection pool) before counting.
  for (let i = 0; i < 5_000; i++) logOne(i);
  await flushRequestLog();

  const results: BenchResult[] = [];
  const perEntry: { node: number; database: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const pids = await backends();
    const dbBefore = processCpuMs(pids);
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    for (let i = 0; i < ENTRIES; i++) {
      logOne(i);
      // A request's turn of the event loop: let the buffer's batch writes run alongside.
      if (i % 500 === 499) await new Promise((resolve) => setImmediate(resolve));
    }
    await flushRequestLog();
    const wall = performance.now() - wallBefore;
    const cpu = process.cpuUsage(cpuBefore);
    const nodeUs = (cpu.user + cpu.system) / ENTRIES;
    const databaseUs = ((processCpuMs(pids) - dbBefore) * 1000) / ENTRIES;
    perEntry.push({ node: nodeUs, database: databaseUs });
    console.log(
      `round ${round + 1}: ${ENTRIES} entries in ${Math.round(wall)} ms; CPU per entry: this process ${nodeUs.toFixed(1)} µs, database ${postgres ? `${databaseUs.toFixed(1)} µs` : "in this process"}`,
    );
  }
  const stored = await db.requestLog.count({ where: { companyId } });
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
  const node = median(perEntry.map((p) => p.node));
  const database = median(perEntry.map((p) => p.database));
  const total = node + database;
  results.push({
    name: `${postgres ? "PostgreSQL" : "embedded"}: request log, CPU per request`,
    value: Math.round(total * 10) / 10,
    unit: "µs",
    goal: "<= 5 % of a request's CPU (GET /credits ~1,000 µs: <= 50 µs)",
    note: `median of ${ROUNDS} rounds of ${ENTRIES}: this process ${node.toFixed(1)} µs, database ${postgres ? `${database.toFixed(1)} µs` : "counted in this process"}; ${stored} rows stored; ${total <= 50 ? "met" : "NOT met"}`,
  });
  await db.requestLog.deleteMany({ where: { companyId } });
  await closeDatabase();
  return results;
}
