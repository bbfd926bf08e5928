// The API's rate limit: a budget of requests per rolling minute per company key (60 unless
// an operator raised it), counted in the shared store (`rolling-window.ts`) so that every
// server process draws on the same budget. Headers follow the IETF RateLimit draft plus
// the older X-less trio that most clients read.
import { AppError } from "../errors";
import { takeFromWindow } from "../limits/rolling-window";

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

/** Counts one request against the company's budget, or throws 429 rate_limited (with Retry-After). */
export async function consumeApiBudget(companyId: string, limit: number): Promise<RateLimitState> {
  const { allowed, remaining, resetSeconds, retryAfterSeconds } = await takeFromWindow(`api:${companyId}`, limit, RATE_LIMIT_WINDOW_SECONDS * 1000);
  const state: RateLimitState = { limit, remaining, resetSeconds };
  if (allowed) return state;
  throw new AppError(
    "rate_limited",
    `This API key has used its ${limit} requests in the last minute. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`,
    { headers: { ...rateLimitHeaders(state), "Retry-After": String(retryAfterSeconds) } },
  );
}
