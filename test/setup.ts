// Every test file: the database migrated and the job queue with its workers running. In a
// shared worker (vitest.config.ts) the database stays open for the next file; the job queue
// is stopped, so no file's jobs run during another's, and settings a file changed (`env`)
// are put back as they were.
import { afterAll, beforeAll } from "vitest";
import { env } from "~/env";
import { closeDatabase, prepareDatabase } from "~/server/db";
import { startJobs, stopJobs } from "~/server/jobs/workers";

const configured: Record<string, unknown> = { ...env };

// On PostgreSQL the parallel test workers share one database: each keeps its jobs in a schema
// of its own, read when the queue starts (and by the worker processes a test spawns).
if (process.env.DATABASE_URL)
  process.env.KERBSIDE_JOBS_SCHEMA = `pgboss_test_${process.env.VITEST_POOL_ID ?? "0"}`;

beforeAll(async () => {
  await prepareDatabase();
  await startJobs({ workers: true });
});

afterAll(async () => {
  await stopJobs({ timeoutMs: 5_000 });
  const settings = env as Record<string, unknown>;
  for (const key of Object.keys(settings)) if (!(key in configured)) delete settings[key];
  Object.assign(settings, configured);
  if (process.env.KERBSIDE_TEST_SHARED_WORKER !== "true") await closeDatabase();
});
