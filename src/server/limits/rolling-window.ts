// The API's rate limit as a rolling window: a request is let through when fewer than `limit`
// requests were let through in the `windowMs` before it, so no 60 seconds ever hold more
// than the limit (a fixed window lets up to twice the limit through across its boundary).
// Each store keeps, per key, the requests it let through in buckets of one second: how many,
// and when the latest of them was. A bucket counts whole until its latest request leaves
// the window, so the count is never below the true one (at most one second's requests too
// high, for under a second), and a window holds at most windowMs / 1000 + 1 buckets however
// busy the key is. Each store decides in one atomic step: one statement on PostgreSQL, one
// script in Redis, a map in memory when embedded (one process serves).
// The same step also answers the company's current API settings version (`versionOf`), so
// a process can check its remembered key without another round trip: on PostgreSQL
// `Company.apiVersion`, in Redis the copy that `shareApiVersion` keeps; null where there is
// no shared store (embedded) or it failed.
import type { Redis } from "ioredis";
import type pg from "pg";
import { logger, messageOf } from "../observability/logger";
import { store } from "./limiter";

export type WindowAnswer = {
  allowed: boolean;
  remaining: number;
  /** Seconds until the whole quota is back (the newest hit leaves the window). */
  resetSeconds: number;
  /** Seconds until one more request would be let through (the oldest hit leaves the window). */
  retryAfterSeconds: number;
  /** The company's API settings version, when `versionOf` named one and a shared store answered. */
  version: number | null;
};

/**
 * What a store answers: how many requests the window counts (after this one, if let through),
 * and the latest request of its oldest and of its newest bucket (when those buckets leave it).
 */
type Taken = {
  allowed: boolean;
  count: number;
  oldest: number | null;
  newest: number | null;
  version: number | null;
};
type Take = (
  key: string,
  limit: number,
  windowMs: number,
  now: number,
  versionOf?: string | null,
) => Promise<Taken>;

function answer(limit: number, windowMs: number, now: number, result: Taken): WindowAnswer {
  const seconds = (at: number | null) =>
    Math.max(1, Math.ceil(((at ?? now) + windowMs - now) / 1000));
  return {
    allowed: result.allowed,
    remaining: Math.max(0, limit - result.count),
    resetSeconds: seconds(result.newest),
    retryAfterSeconds: seconds(result.oldest),
    version: result.version,
  };
}

type Bucket = { count: number; latest: number };

export function memoryWindow(): Take {
  const windows = new Map<string, Map<number, Bucket>>();
  return (key, limit, windowMs, now) => {
    const buckets = windows.get(key) ?? new Map<number, Bucket>();
    windows.set(key, buckets);
    for (const [second, bucket] of buckets)
      if (bucket.latest <= now - windowMs) buckets.delete(second);
    let count = [...buckets.values()].reduce((sum, bucket) => sum + bucket.count, 0);
    const allowed = count < limit;
    if (allowed) {
      const second = Math.floor(now / 1000);
      const bucket = buckets.get(second);
      buckets.set(second, {
        count: (bucket?.count ?? 0) + 1,
        latest: Math.max(bucket?.latest ?? now, now),
      });
      count += 1;
    }
    const latest = [...buckets.values()].map((bucket) => bucket.latest);
    const oldest = latest.length ? Math.min(...latest) : null;
    const newest = latest.length ? Math.max(...latest) : null;
    if (buckets.size === 0) windows.delete(key);
    return Promise.resolve({ allowed, count, oldest, newest, version: null });
  };
}

// One statement: drop the buckets whose latest request left the window, add this request to
// its second's bucket if there is room, say whether it was added, and read the company's API
// settings version (null when $5 is null). $2 is now (ms), $3 the window (ms), $4 the limit.
// Concurrent requests for one key queue on the row's lock; the row holds at most 61 buckets.
const TAKE_SQL = `
WITH taken AS (
INSERT INTO rate_limit_windows AS w (key, seconds, counts, latest, last_allowed)
VALUES ($1, ARRAY[$2::bigint / 1000], ARRAY[1], ARRAY[$2::bigint], $4::int > 0)
ON CONFLICT (key) DO UPDATE SET (seconds, counts, latest, last_allowed) = (
  SELECT coalesce(array_agg(b.s ORDER BY b.s) FILTER (WHERE b.s IS NOT NULL), '{}'),
         coalesce(array_agg(b.c ORDER BY b.s) FILTER (WHERE b.s IS NOT NULL), '{}'),
         coalesce(array_agg(b.l ORDER BY b.s) FILTER (WHERE b.s IS NOT NULL), '{}'),
         room.ok
  FROM (SELECT coalesce(sum(k.c), 0) < $4::int AS ok
        FROM unnest(w.seconds, w.counts, w.latest) AS k(s, c, l) WHERE k.l > $2::bigint - $3::bigint) AS room
  LEFT JOIN LATERAL (
    SELECT k.s, k.c + (room.ok AND k.s = $2::bigint / 1000)::int AS c,
           CASE WHEN room.ok AND k.s = $2::bigint / 1000 THEN greatest(k.l, $2::bigint) ELSE k.l END AS l
    FROM unnest(w.seconds, w.counts, w.latest) AS k(s, c, l) WHERE k.l > $2::bigint - $3::bigint
    UNION ALL
    SELECT $2::bigint / 1000, 1, $2::bigint WHERE room.ok AND NOT ($2::bigint / 1000 = ANY (w.seconds))
  ) AS b ON true
  GROUP BY room.ok)
RETURNING (SELECT coalesce(sum(c), 0)::int FROM unnest(counts) c) AS count,
          (SELECT min(l) FROM unnest(latest) l) AS oldest, (SELECT max(l) FROM unnest(latest) l) AS newest,
          last_allowed AS allowed)
SELECT taken.count, taken.oldest, taken.newest, taken.allowed, (SELECT "apiVersion" FROM "Company" WHERE "id" = $5::text) AS version FROM taken`;

export function postgresWindow(pool: pg.Pool): Take {
  return async (key, limit, windowMs, now, versionOf) => {
    // A named statement: each connection parses and plans it once, not on every request (0.4 ms of PostgreSQL's time).
    const { rows } = await pool.query<{
      count: number;
      oldest: string | null;
      newest: string | null;
      allowed: boolean;
      version: number | null;
    }>({
      name: "kerbside_take_window",
      text: TAKE_SQL,
      values: [key, now, windowMs, limit, versionOf ?? null],
    });
    const row = rows[0]!;
    return {
      allowed: row.allowed,
      count: row.count,
      oldest: row.oldest === null ? null : Number(row.oldest),
      newest: row.newest === null ? null : Number(row.newest),
      version: row.version,
    };
  };
}

// The same step in Redis: a hash per key, one field per second holding "count:latest".
const TAKE_LUA = `
local now, window, limit = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local second = ARGV[4]
local buckets = redis.call('HGETALL', KEYS[1])
local count, oldest, newest, mine = 0, false, false, false
for i = 1, #buckets, 2 do
  local c, l = string.match(buckets[i + 1], '^(%d+):(%d+)$')
  c, l = tonumber(c), tonumber(l)
  if l <= now - window then
    redis.call('HDEL', KEYS[1], buckets[i])
  else
    count = count + c
    if buckets[i] == second then mine = c end
    if not oldest or l < oldest then oldest = l end
    if not newest or l > newest then newest = l end
  end
end
local allowed = 0
if count < limit then
  redis.call('HSET', KEYS[1], second, ((mine or 0) + 1) .. ':' .. ARGV[1])
  count = count + 1
  if not oldest then oldest = now end
  if not newest or now > newest then newest = now end
  allowed = 1
end
redis.call('PEXPIRE', KEYS[1], window)
local version = false
if KEYS[2] then version = redis.call('GET', KEYS[2]) end
return {allowed, count, oldest and string.format('%d', oldest), newest and string.format('%d', newest), version}`;

const versionKey = (companyId: string) => `kbs_api_version:${companyId}`;

export function redisWindow(redis: Redis): Take {
  return async (key, limit, windowMs, now, versionOf) => {
    const keys = versionOf ? [`kbs_buckets:${key}`, versionKey(versionOf)] : [`kbs_buckets:${key}`];
    const [allowed, count, oldest, newest, version] = (await redis.eval(
      TAKE_LUA,
      keys.length,
      ...keys,
      now,
      windowMs,
      limit,
      Math.floor(now / 1000),
    )) as [number, number, string | null, string | null, string | null];
    const number = (value: string | null) => (value === null ? null : Number(value));
    return {
      allowed: allowed === 1,
      count,
      oldest: number(oldest),
      newest: number(newest),
      version: number(version),
    };
  };
}

function connected(redis: Redis, waitMs: number): Promise<boolean> {
  if (redis.status === "ready") return Promise.resolve(true);
  return new Promise((resolve) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      redis.off("ready", onReady);
      resolve(false);
    }, waitMs);
    redis.once("ready", onReady);
  });
}

// Raises the stored version to `version`, never lowers it (a slow reader cannot undo a change).
const RAISE_LUA = `
local current = tonumber(redis.call('GET', KEYS[1]))
if not current or current < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], ARGV[1]) end
return 1`;

/**
 * With Redis, keeps its copy of a company's API settings version up to date (after a change
 * commits, and after a process read the version from the database); a no-op otherwise.
 */
export async function shareApiVersion(companyId: string, version: number): Promise<void> {
  const { redis } = store();
  if (!redis) return;
  try {
    // A process that has just started (the admin command) is still connecting.
    if (!(await connected(redis, 2_000))) throw new Error("Redis is not connected");
    await redis.eval(RAISE_LUA, 1, versionKey(companyId), version);
  } catch (error) {
    logger.error({ error: messageOf(error) }, "Could not share the API settings version in Redis");
  }
}

const globalForWindow = globalThis as unknown as {
  __kerbsideWindow?: { shared: Take | null; memory: Take };
};

function stores() {
  if (!globalForWindow.__kerbsideWindow) {
    const { redis, pool } = store();
    globalForWindow.__kerbsideWindow = {
      shared: redis ? redisWindow(redis) : pool ? postgresWindow(pool) : null,
      memory: memoryWindow(),
    };
  }
  return globalForWindow.__kerbsideWindow;
}

/**
 * Takes one request of `key`'s budget of `limit` per `windowMs`, and reads the API settings
 * version of the company `versionOf` in the same step. While the shared store is unreachable
 * (Redis still connecting, or down) this process counts on its own rather than failing every
 * request, and the version is null.
 */
export async function takeFromWindow(
  key: string,
  limit: number,
  windowMs: number,
  options: { now?: number; versionOf?: string } = {},
): Promise<WindowAnswer> {
  const now = options.now ?? Date.now();
  const versionOf = options.versionOf ?? null;
  const { shared, memory } = stores();
  if (!shared)
    return answer(limit, windowMs, now, await memory(key, limit, windowMs, now, versionOf));
  try {
    return answer(limit, windowMs, now, await shared(key, limit, windowMs, now, versionOf));
  } catch (error) {
    logger.error(
      { error: messageOf(error) },
      "The shared rate-limit store failed; counting in this process for now",
    );
    return answer(limit, windowMs, now, await memory(key, limit, windowMs, now, versionOf));
  }
}
