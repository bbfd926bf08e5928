import { afterAll, beforeAll } from "vitest";
import { closeDatabase, prepareDatabase } from "~/server/db";
import { startJobs, stopJobs } from "~/server/jobs";

beforeAll(async () => {
  await prepareDatabase();
  await startJobs({ workers: true });
});

afterAll(async () => {
  await stopJobs({ timeoutMs: 5_000 });
  await closeDatabase();
});
