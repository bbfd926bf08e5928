// The one pg-boss instance of this process. On PostgreSQL it keeps its own small pool;
// on the embedded database it runs on the same PGlite through pg-boss's pglite backend
// (one connection, LISTEN/NOTIFY in-process). Jobs live in the `pgboss` schema (`jobsSchema`).
import { fromPglite, PgBoss } from "pg-boss";
import { env } from "~/env";
import { database } from "../../db";

/**
 * The PostgreSQL schema of the job queue: `pgboss`, or `KERBSIDE_JOBS_SCHEMA`. The test suite
 * gives each of its parallel workers its own, since they share one database: a worker's
 * in-process job runners would otherwise take (and mail through their own SMTP) another's jobs.
 */
export function jobsSchema(): string {
  const schema = process.env.KERBSIDE_JOBS_SCHEMA || "pgboss";
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    throw new Error(`KERBSIDE_JOBS_SCHEMA must be a lower-case SQL name, not ${schema}`);
  return schema;
}

const globalForJobs = globalThis as unknown as { __kerbsideBoss?: PgBoss };

/** `supervise`: this instance also does pg-boss's maintenance and runs the cron schedules (workers do). */
export function createBoss(options: { supervise: boolean }): PgBoss {
  const common = {
    schema: jobsSchema(),
    supervise: options.supervise,
    schedule: options.supervise,
    migrate: true,
    useListenNotify: true,
    registerInstance: false,
    // Expired jobs (a worker that died) are noticed within 10 s of expiring.
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
    openTelemetry: { enabled: false },
  };
  if (env.DATABASE_URL)
    return new PgBoss({
      ...common,
      connectionString: env.DATABASE_URL,
      max: 6,
      // pg-boss gives up on a free connection after 10 s; on a machine saturated for longer
      // (seen in CI: two test suites and a browser on two cores) that failed start-up itself.
      connectionTimeoutMillis: 30_000,
    });
  const { pglite } = database();
  if (!pglite) throw new Error("The embedded database is not open.");
  return new PgBoss({ ...common, db: fromPglite(pglite), backend: "pglite" });
}

export function setBoss(boss: PgBoss | undefined): void {
  globalForJobs.__kerbsideBoss = boss;
}

/** The started instance; a job can only be enqueued once `startJobs()` has run in this process. */
export function boss(): PgBoss {
  const current = globalForJobs.__kerbsideBoss;
  if (!current)
    throw new Error("Background jobs are not started in this process (call startJobs() first).");
  return current;
}

export function bossStarted(): boolean {
  return globalForJobs.__kerbsideBoss !== undefined;
}
