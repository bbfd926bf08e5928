// HTTP for the live integrations (registries, licence service): a time-out on every
// call, and one retry when the service says "too many requests" or "unavailable" with a
// short Retry-After. Every failure to get an answer becomes the integration's own error.
import type { AppError } from "../errors";

export type HttpPolicy = {
  timeoutMs: number;
  /** The longest Retry-After worth waiting for inside a user's request; longer means give up now. */
  maxRetryWaitMs: number;
  /** The error for "no answer" (`why` says what happened): registry_unavailable, licence_service_unavailable. */
  unavailable: (why: string) => AppError;
};

const DEFAULT_RETRY_WAIT_MS = 500;

/** Milliseconds from a Retry-After header (seconds or an HTTP date); the default when absent. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return DEFAULT_RETRY_WAIT_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? DEFAULT_RETRY_WAIT_MS : Math.max(0, at - now);
}

async function once(url: string, init: RequestInit, policy: HttpPolicy): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(policy.timeoutMs) });
  } catch (error) {
    const timedOut =
      error instanceof DOMException &&
      (error.name === "TimeoutError" || error.name === "AbortError");
    throw policy.unavailable(
      timedOut ? `did not answer within ${policy.timeoutMs} ms` : "could not be reached",
    );
  }
}

/** fetch with the policy's time-out and at most one retry on 429/503. */
export async function policyFetch(
  url: string,
  init: RequestInit,
  policy: HttpPolicy,
): Promise<Response> {
  const first = await once(url, init, policy);
  if (first.status !== 429 && first.status !== 503) return first;
  const wait = retryAfterMs(first.headers.get("retry-after"));
  if (wait > policy.maxRetryWaitMs) return first;
  await first.body?.cancel();
  await new Promise((resolve) => setTimeout(resolve, wait));
  return once(url, init, policy);
}

/** The body as JSON, or undefined when it is not JSON. */
export async function jsonOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}
