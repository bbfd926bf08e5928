// The API's rate limit: a budget of requests per minute per company key (60 unless
// an operator raised it), counted in the shared limiter store so that every server
// process draws on the same budget. Headers follow the IETF RateLimit draft plus
// the older X-less trio that most clients read.
import { RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "../errors";
import { limiter } from "./limiter";

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

const stateOf = (limit: number, res: RateLimiterRes): RateLimitState => ({
  limit,
  remaining: Math.max(0, res.remainingPoints),
  resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

/** Counts one request against the company's budget, or throws 429 rate_limited (with Retry-After). */
export async function consumeApiBudget(companyId: string, limit: number): Promise<RateLimitState> {
  try {
    return stateOf(limit, await limiter("api", limit, RATE_LIMIT_WINDOW_SECONDS).consume(companyId));
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const state = stateOf(limit, rejection);
    throw new AppError(
      "rate_limited",
      `This API key has used its ${limit} requests for this minute. Try again in ${state.resetSeconds} second${state.resetSeconds === 1 ? "" : "s"}.`,
      { headers: { ...rateLimitHeaders(state), "Retry-After": String(state.resetSeconds) } },
    );
  }
}
