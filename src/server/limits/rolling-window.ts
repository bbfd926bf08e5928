// The API's rate limit as a rolling window: a request is let through when fewer than `limit`
// requests were let through in the `windowMs` before it, so no 60 seconds ever hold more
// than the limit (a fixed window lets up to twice the limit through across its boundary).
// Each store keeps, per key, the times of the requests it let through and decides in one
// atomic step: one statement on PostgreSQL, one script in Redis, a list in memory when
// embedded (one process serves).
import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import type pg from "pg";
import { store } from "./limiter";

export type WindowAnswer = {
  allowed: boolean;
  remaining: number;
  /** Seconds until the whole quota is back (the newest hit leaves the window). */
  resetSeconds: number;
  /** Seconds until one more request would be let through (the oldest hit leaves the window). */
  retryAfterSeconds: number;
};

type Take = (key: string, limit: number, windowMs: number, now: number) => Promise<{ allowed: boolean; hits: number[] }>;

function answer(limit: number, windowMs: number, now: number, result: { allowed: boolean; hits: number[] }): WindowAnswer {
  const hits = [...result.hits].sort((a, b) => a - b);
  const seconds = (at: number | undefined) => Math.max(1, Math.ceil(((at ?? now) + windowMs - now) / 1000));
  return { allowed: result.allowed, remaining: Math.max(0, limit - hits.length), resetSeconds: seconds(hits.at(-1)), retryAfterSeconds: seconds(hits[0]) };
}

export function memoryWindow(): Take {
  const logs = new Map<string, number[]>();
  return (key, limit, windowMs, now) => {
    const hits = (logs.get(key) ?? []).filter((at) => at > now - windowMs);
    const allowed = hits.length < limit;
    if (allowed) hits.push(now);
    logs.set(key, hits);
    return Promise.resolve({ allowed, hits });
  };
}

// One statement: drop the hits that left the window, add this one if there is room, and say
// whether it was added. Concurrent requests for one key queue on the row's lock.
const TAKE_SQL = `
INSERT INTO rate_limit_windows AS w (key, hits, last_allowed) VALUES ($1, ARRAY[$2::bigint], true)
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN cardinality(ARRAY(SELECT h FROM unnest(w.hits) h WHERE h > $2::bigint - $3::bigint)) < $4::int
              THEN ARRAY(SELECT h FROM unnest(w.hits) h WHERE h > $2::bigint - $3::bigint) || $2::bigint
              ELSE ARRAY(SELECT h FROM unnest(w.hits) h WHERE h > $2::bigint - $3::bigint) END,
  last_allowed = cardinality(ARRAY(SELECT h FROM unnest(w.hits) h WHERE h > $2::bigint - $3::bigint)) < $4::int
RETURNING hits, last_allowed AS allowed`;

export function postgresWindow(pool: pg.Pool): Take {
  return async (key, limit, windowMs, now) => {
    const { rows } = await pool.query<{ hits: string[]; allowed: boolean }>(TAKE_SQL, [key, now, windowMs, limit]);
    const row = rows[0]!;
    return { allowed: row.allowed, hits: row.hits.map(Number) };
  };
}

const TAKE_LUA = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local allowed = 0
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  allowed = 1
end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
local hits = redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')
local times = {}
for i = 2, #hits, 2 do times[#times + 1] = hits[i] end
return {allowed, times}`;

export function redisWindow(redis: Redis): Take {
  return async (key, limit, windowMs, now) => {
    // A member unique to this request, so two requests in one millisecond both count.
    const member = `${now}-${randomBytes(6).toString("hex")}`;
    const [allowed, times] = (await redis.eval(TAKE_LUA, 1, `kbs_window:${key}`, now, windowMs, limit, member)) as [number, string[]];
    return { allowed: allowed === 1, hits: times.map(Number) };
  };
}

const globalForWindow = globalThis as unknown as { __kerbsideWindow?: { shared: Take | null; memory: Take } };

function stores() {
  if (!globalForWindow.__kerbsideWindow) {
    const { redis, pool } = store();
    globalForWindow.__kerbsideWindow = { shared: redis ? redisWindow(redis) : pool ? postgresWindow(pool) : null, memory: memoryWindow() };
  }
  return globalForWindow.__kerbsideWindow;
}

/**
 * Takes one request of `key`'s budget of `limit` per `windowMs`. While the shared store is
 * unreachable (Redis still connecting, or down) this process counts on its own rather than
 * failing every request.
 */
export async function takeFromWindow(key: string, limit: number, windowMs: number, now = Date.now()): Promise<WindowAnswer> {
  const { shared, memory } = stores();
  if (!shared) return answer(limit, windowMs, now, await memory(key, limit, windowMs, now));
  try {
    return answer(limit, windowMs, now, await shared(key, limit, windowMs, now));
  } catch (error) {
    console.error("The shared rate-limit store failed; counting in this process for now:", error instanceof Error ? error.message : error);
    return answer(limit, windowMs, now, await memory(key, limit, windowMs, now));
  }
}
