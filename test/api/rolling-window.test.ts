// The rate limit is a rolling minute: never more than the limit in any 60 seconds, on every
// store (memory when embedded, PostgreSQL, Redis with REDIS_URL), with the seconds until one
// more request and until the whole quota is back.
import { Redis } from "ioredis";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { memoryWindow, postgresWindow, redisWindow } from "~/server/limits/rolling-window";
import { setApiEnabled } from "~/server/services/api-access/api-settings";
import { createCompany } from "../factories";

type Take = ReturnType<typeof memoryWindow>;
const MINUTE = 60_000;

const pool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
  : null;
// CI always runs this against the Redis .ci/run starts (TEST_REDIS_URL); elsewhere without one these cases are not run.
const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : null;
if (process.env.CI && !redis)
  throw new Error(
    "CI must give TEST_REDIS_URL: .ci/run starts a redis-server for the Redis store's tests.",
  );
afterAll(async () => {
  await pool?.end();
  redis?.disconnect();
});

const stores: [string, () => Take][] = [["memory", memoryWindow]];
if (pool) stores.push(["PostgreSQL", () => postgresWindow(pool)]);
if (redis) stores.push(["Redis", () => redisWindow(redis)]);

/** How many buckets a shared store holds for `key` (null for memory, whose map is not visible). */
async function bucketsOf(store: string, key: string): Promise<number | null> {
  if (store === "PostgreSQL")
    return (
      await pool!.query<{ n: number }>(
        "SELECT cardinality(seconds) AS n FROM rate_limit_windows WHERE key = $1",
        [key],
      )
    ).rows[0]!.n;
  if (store === "Redis") return redis!.hlen(`kbs_buckets:${key}`);
  return null;
}

describe.each(stores)("rolling window on %s", (_name, make) => {
  it("lets no more than the limit through in any 60 seconds, across what a fixed window would reset", async () => {
    const take = make();
    const key = `test:${randomUUID()}`;
    const t0 = 1_000_000_000_000;
    // Three requests at the end of one minute...
    for (const at of [t0 + 57_000, t0 + 58_000, t0 + 59_000])
      expect((await take(key, 3, MINUTE, at)).allowed).toBe(true);
    // ...and none at the start of the next: a fixed window would have let three more through.
    const refused = await take(key, 3, MINUTE, t0 + 61_000);
    expect(refused.allowed).toBe(false);
    expect(refused).toMatchObject({ count: 3, oldest: t0 + 57_000, newest: t0 + 59_000 });
    // One frees up when the oldest leaves the window.
    expect((await take(key, 3, MINUTE, t0 + 117_001)).allowed).toBe(true);
    expect((await take(key, 3, MINUTE, t0 + 117_500)).allowed).toBe(false);
  });

  it("keeps one bucket a second however busy the key is, so the work per request stays the same", async () => {
    const take = make();
    const key = `test:${randomUUID()}`;
    const t0 = 1_000_000_000_000;
    // 900 requests over 90 seconds, ten a second, under a limit they never reach.
    for (let i = 0; i < 900; i += 1)
      expect((await take(key, 10_000, MINUTE, t0 + i * 100)).allowed).toBe(true);
    const last = await take(key, 10_000, MINUTE, t0 + 90_000);
    // The last 60 seconds hold 599 of them and this one; the second that is leaving (30.0 to
    // 30.9 s) still counts whole, until its latest request is a minute old.
    expect(last).toMatchObject({
      allowed: true,
      count: 601,
      oldest: t0 + 30_900,
      newest: t0 + 90_000,
    });
    const held = await bucketsOf(_name, key);
    if (held !== null) expect(held).toBe(61);
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
    await takeFromWindow(key, 2, MINUTE, { now: t0 });
    const second = await takeFromWindow(key, 2, MINUTE, { now: t0 + 30_000 });
    expect(second).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 60 });
    const third = await takeFromWindow(key, 2, MINUTE, { now: t0 + 40_000 });
    expect(third).toMatchObject({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 20,
      resetSeconds: 50,
    });
  });
});

// The step also answers the company's API settings version, which the key cache checks.
describe("the API settings version answered with the take", () => {
  it.runIf(pool)(
    "on PostgreSQL: the company's apiVersion, moved by every change to its API settings",
    async () => {
      const take = postgresWindow(pool!);
      const { companyId } = await createCompany();
      const version = (await db.company.findUniqueOrThrow({ where: { id: companyId } })).apiVersion;
      expect((await take(`api:${companyId}`, 10, MINUTE, Date.now(), companyId)).version).toBe(
        version,
      );
      await setApiEnabled({ companyId, actor: { kind: "api_key" }, enabled: true });
      expect((await take(`api:${companyId}`, 10, MINUTE, Date.now(), companyId)).version).toBe(
        version + 1,
      );
      expect((await take(`api:${companyId}`, 10, MINUTE, Date.now())).version).toBeNull();
    },
  );

  it.runIf(redis)("in Redis: the copy kept there, null until one is", async () => {
    const take = redisWindow(redis!);
    const companyId = `co_${randomUUID()}`;
    expect((await take(`api:${companyId}`, 10, MINUTE, Date.now(), companyId)).version).toBeNull();
    await redis!.set(`kbs_api_version:${companyId}`, "4");
    expect((await take(`api:${companyId}`, 10, MINUTE, Date.now(), companyId)).version).toBe(4);
    await redis!.del(`kbs_api_version:${companyId}`);
  });

  it("in memory (embedded): none", async () => {
    expect((await memoryWindow()("api:co_x", 10, MINUTE, Date.now(), "co_x")).version).toBeNull();
  });
});
