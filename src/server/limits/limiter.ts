// Counters for rate limits and throttles, shared by every process that can serve:
// Redis when REDIS_URL is set, PostgreSQL when DATABASE_URL is set, and process
// memory only in embedded mode, where exactly one process serves.
import { Redis } from "ioredis";
import pg from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { env } from "~/env";

const globalForLimiter = globalThis as unknown as {
  __kerbsideLimiterStore?: { redis?: Redis; pool?: pg.Pool };
  __kerbsideLimiters?: Map<string, RateLimiterAbstract>;
};

/** The shared counter store of this process: Redis, a PostgreSQL pool, or neither (embedded). */
export function store() {
  globalForLimiter.__kerbsideLimiterStore ??= env.REDIS_URL
    ? { redis: new Redis(env.REDIS_URL, { enableOfflineQueue: false, lazyConnect: false }) }
    : env.DATABASE_URL
      ? // Counters need no flush to disk before the answer: a crash can forget the last few
        // hits, never let a request through twice. So the row lock every request of one key
        // queues on is held for the statement, not for a WAL flush too.
        {
          pool: new pg.Pool({
            connectionString: env.DATABASE_URL,
            max: 5,
            options: "-c synchronous_commit=off",
          }),
        }
      : {};
  return globalForLimiter.__kerbsideLimiterStore;
}

/** Closes this process's connection to the shared counter store, if one was opened (end of a command). */
export async function closeCounterStore(): Promise<void> {
  const current = globalForLimiter.__kerbsideLimiterStore;
  if (!current) return;
  globalForLimiter.__kerbsideLimiterStore = undefined;
  globalForLimiter.__kerbsideLimiters = undefined;
  current.redis?.disconnect();
  await current.pool?.end();
}

/** One limiter per (name, points, window); created once per process and reused. */
export function limiter(
  name: string,
  points: number,
  durationSeconds: number,
): RateLimiterAbstract {
  globalForLimiter.__kerbsideLimiters ??= new Map();
  const key = `${name}:${points}:${durationSeconds}`;
  const existing = globalForLimiter.__kerbsideLimiters.get(key);
  if (existing) return existing;
  const options = {
    keyPrefix: `kbs_${name}_${points}_${durationSeconds}`,
    points,
    duration: durationSeconds,
  };
  const { redis, pool } = store();
  // While the shared store is unreachable (Redis still connecting at start, or down),
  // count in this process instead of failing every request.
  const insuranceLimiter = new RateLimiterMemory(options);
  const created: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter })
    : pool
      ? new RateLimiterPostgres({
          ...options,
          storeClient: pool,
          tableName: "rate_limits",
          tableCreated: true,
          clearExpiredByTimeout: true,
          insuranceLimiter,
        })
      : new RateLimiterMemory(options);
  globalForLimiter.__kerbsideLimiters.set(key, created);
  return created;
}

export type Count = { allowed: boolean; remaining: number; resetSeconds: number };

/**
 * Counts one attempt of `key` against (name, points, window). A refusal is an answer
 * (`allowed: false` with the seconds until the window resets), not an exception; only
 * a failing store throws.
 */
export async function count(
  name: string,
  points: number,
  durationSeconds: number,
  key: string,
): Promise<Count> {
  const answer = (allowed: boolean, res: RateLimiterRes): Count => ({
    allowed,
    remaining: Math.max(0, res.remainingPoints),
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  try {
    return answer(true, await limiter(name, points, durationSeconds).consume(key));
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return answer(false, rejection);
  }
}
