// The rate limit is a rolling minute: never more than the limit in any 60 seconds, on every
// store (memory when embedded, PostgreSQL, Redis with REDIS_URL), with the seconds until one
// more request and until the whole quota is back.
import { Redis } from "ioredis";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { memoryWindow, postgresWindow, redisWindow } from "~/server/limits/rolling-window";

type Take = ReturnType<typeof memoryWindow>;
const MINUTE = 60_000;

const pool = process.env.DATABASE_URL ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 }) : null;
// CI runs this against its local Redis (TEST_REDIS_URL); without one these cases are not run.
const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : null;
afterAll(async () => {
  await pool?.end();
  redis?.disconnect();
});

const stores: [string, () => Take][] = [["memory", memoryWindow]];
if (pool) stores.push(["PostgreSQL", () => postgresWindow(pool)]);
if (redis) stores.push(["Redis", () => redisWindow(redis)]);

describe.each(stores)("rolling window on %s", (_name, make) => {
  it("lets no more than the limit through in any 60 seconds, across what a fixed window would reset", async () => {
    const take = make();
    const key = `test:${randomUUID()}`;
    const t0 = 1_000_000_000_000;
    // Three requests at the end of one minute...
    for (const at of [t0 + 57_000, t0 + 58_000, t0 + 59_000]) expect((await take(key, 3, MINUTE, at)).allowed).toBe(true);
    // ...and none at the start of the next: a fixed window would have let three more through.
    const refused = await take(key, 3, MINUTE, t0 + 61_000);
    expect(refused.allowed).toBe(false);
    expect(refused.hits).toHaveLength(3);
    // One frees up when the oldest leaves the window.
    expect((await take(key, 3, MINUTE, t0 + 117_001)).allowed).toBe(true);
    expect((await take(key, 3, MINUTE, t0 + 117_500)).allowed).toBe(false);
  });

  it("counts concurrent requests exactly", async () => {
    const take = make();
    const key = `test:${randomUUID()}`;
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 25 }, () => take(key, 10, MINUTE, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});

describe("the API budget's numbers", () => {
  it("says when one more request would be allowed and when the whole quota is back", async () => {
    const { takeFromWindow } = await import("~/server/limits/rolling-window");
    const key = `test:${randomUUID()}`;
    const t0 = Date.now();
    await takeFromWindow(key, 2, MINUTE, t0);
    const second = await takeFromWindow(key, 2, MINUTE, t0 + 30_000);
    expect(second).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 60 });
    const third = await takeFromWindow(key, 2, MINUTE, t0 + 40_000);
    expect(third).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 20, resetSeconds: 50 });
  });
});
