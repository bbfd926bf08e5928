// Two server processes on one PostgreSQL draw on one rate budget: two child
// processes each spend 45 requests of the same key's 60-a-minute budget at the same
// time; together exactly 60 get through. Needs DATABASE_URL (the embedded database
// serves one process only, so its counters are in memory).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { newId } from "~/server/ids";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const worker = (companyId: string) =>
  run(path.join(root, "node_modules/.bin/tsx"), ["--tsconfig", path.join(root, "tsconfig.json"), path.join(root, "test/api/limiter-worker.ts"), companyId, "45", "60"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test" },
  });

const shared = Boolean(process.env.DATABASE_URL) && !process.env.REDIS_URL;

describe.skipIf(!shared)("rate limit shared by server processes (DATABASE_URL)", () => {
  it("lets exactly 60 requests through across two processes", async () => {
    const companyId = newId("company");
    const results = await Promise.all([worker(companyId), worker(companyId)]);
    const counts = results.map((r) => JSON.parse(r.stdout.trim().split("\n").at(-1)!) as { allowed: number; refused: number });
    expect(counts.reduce((sum, c) => sum + c.allowed, 0)).toBe(60);
    expect(counts.reduce((sum, c) => sum + c.refused, 0)).toBe(30);
    expect(counts.every((c) => c.allowed > 0)).toBe(true);
  }, 60_000);
});

if (!shared) {
  console.warn("shared-rate-limit.test.ts skipped: set DATABASE_URL (without REDIS_URL) to test two processes sharing one rate budget on PostgreSQL.");
}
