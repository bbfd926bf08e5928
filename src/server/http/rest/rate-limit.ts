// The API's rate limit: a budget of requests per rolling minute per company key (60 unless
// an operator raised it), counted in the shared store (`rolling-window.ts`) so that every
// server process draws on the same budget. Headers follow the IETF RateLimit draft plus
// the older X-less trio that most clients read.
import { AppError } from "../../errors";
import { takeFromWindow } from "../../limits/rolling-window";

export const RATE_LIMIT_WINDOW_SECONDS = 60;

export type RateLimitState = { limit: number; remaining: number; resetSeconds: number };

export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  const reset = String(state.resetSeconds);
  return {
    "RateLimit-Policy": `"default";q=${state.limit};w=${RATE_LIMIT_WINDOW_SECONDS}`,
    RateLimit: `"default";r=${state.remaining};t=${reset}`,
    "RateLimit-Limit": String(state.limit),
    "RateLimit-Remaining": String(state.remaining),
    "RateLimit-Reset": reset,
  };
}

export type ApiBudget = RateLimitState & {
  allowed: boolean;
  retryAfterSeconds: number;
  version: number | null;
};

/**
 * Counts one request against the company's budget in one step of the shared store, which
 * also answers the company's API settings version (for the key cache). Refuses nothing:
 * `spendApiBudget` does, once the key is known to be good.
 */
export async function takeApiBudget(
  companyId: string,
  limit: number,
  versionOf: string = companyId,
): Promise<ApiBudget> {
  const taken = await takeFromWindow(`api:${companyId}`, limit, RATE_LIMIT_WINDOW_SECONDS * 1000, {
    versionOf,
  });
  return { limit, ...taken };
}

/** The budget's headers, or 429 rate_limited (with Retry-After) when this request is over it. */
export function spendApiBudget(budget: ApiBudget): RateLimitState {
  const state: RateLimitState = {
    limit: budget.limit,
    remaining: budget.remaining,
    resetSeconds: budget.resetSeconds,
  };
  if (budget.allowed) return state;
  const wait = budget.retryAfterSeconds;
  throw new AppError(
    "rate_limited",
    `This API key has used its ${budget.limit} requests in the last minute. Try again in ${wait} second${wait === 1 ? "" : "s"}.`,
    { headers: { ...rateLimitHeaders(state), "Retry-After": String(wait) } },
  );
}
