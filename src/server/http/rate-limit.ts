// The API's rate limit: a budget of requests per minute per company key (60 unless
// an operator raised it), counted in the shared limiter store so that every server
// process draws on the same budget. Headers follow the IETF RateLimit draft plus
// the older X-less trio that most clients read.
import { AppError } from "../errors";
import { count } from "./limiter";

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
  const { allowed, remaining, resetSeconds } = await count("api", limit, RATE_LIMIT_WINDOW_SECONDS, companyId);
  const state: RateLimitState = { limit, remaining, resetSeconds };
  if (allowed) return state;
  throw new AppError(
    "rate_limited",
    `This API key has used its ${limit} requests for this minute. Try again in ${resetSeconds} second${resetSeconds === 1 ? "" : "s"}.`,
    { headers: { ...rateLimitHeaders(state), "Retry-After": String(resetSeconds) } },
  );
}
