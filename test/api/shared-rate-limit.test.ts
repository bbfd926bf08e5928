// Two server processes draw on one rate budget, on PostgreSQL and on Redis (the scale-out
// store, REDIS_URL): two child processes each spend 45 requests of the same key's
// 60-a-minute budget at the same time; together exactly 60 get through. PostgreSQL needs
// DATABASE_URL (the embedded database serves one process only, so its counters are in
// memory); Redis needs TEST_REDIS_URL, which CI always gives (.ci/run starts a redis-server).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { newId } from "~/server/ids";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const worker = (companyId: string, env: Record<string, string>) =>
  run(
    path.join(root, "node_modules/.bin/tsx"),
    [
      "--tsconfig",
      path.join(root, "tsconfig.json"),
      path.join(root, "test/api/limiter-worker.ts"),
      companyId,
      "45",
      "60",
    ],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: "test", ...env },
    },
  );

async function twoProcesses(env: Record<string, string>) {
  const companyId = newId("company");
  const results = await Promise.all([worker(companyId, env), worker(companyId, env)]);
  const counts = results.map(
    (r) => JSON.parse(r.stdout.trim().split("\n").at(-1)!) as { allowed: number; refused: number },
  );
  expect(counts.reduce((sum, c) => sum + c.allowed, 0)).toBe(60);
  expect(counts.reduce((sum, c) => sum + c.refused, 0)).toBe(30);
  expect(counts.every((c) => c.allowed > 0)).toBe(true);
}

const postgres = Boolean(process.env.DATABASE_URL) && !process.env.REDIS_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe("rate limit shared by server processes", () => {
  it.skipIf(!postgres)(
    "lets exactly 60 requests through across two processes on PostgreSQL",
    () => twoProcesses({ REDIS_URL: "" }),
    60_000,
  );

  // In CI a missing Redis is a failure, not a quiet skip: the scale-out store is always tested there.
  it.skipIf(!redisUrl && !process.env.CI)(
    "lets exactly 60 requests through across two processes on Redis",
    async () => {
      expect(redisUrl, "CI must give TEST_REDIS_URL (.ci/run starts a redis-server)").toBeTruthy();
      await twoProcesses({ REDIS_URL: redisUrl ?? "" });
    },
    60_000,
  );
});

if (!postgres)
  console.warn(
    "shared-rate-limit.test.ts: set DATABASE_URL to test two processes sharing one rate budget on PostgreSQL.",
  );
if (!redisUrl)
  console.warn(
    "shared-rate-limit.test.ts: set TEST_REDIS_URL to test two processes sharing one rate budget on Redis.",
  );
