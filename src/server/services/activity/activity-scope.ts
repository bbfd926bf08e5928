// Counts the activity rows a request (a tRPC mutation, a REST handler) wrote, so the
// guard can tell a change that recorded nothing. One AsyncLocalStorage per request.
import { AsyncLocalStorage } from "node:async_hooks";
import { logger } from "../../observability/logger";

type Scope = { recorded: number; unchanged: boolean };

const scopes = new AsyncLocalStorage<Scope>();

/** Runs `work` in a fresh scope and returns its result with the number of rows recorded in it. */
export async function countingActivity<T>(
  work: () => Promise<T>,
): Promise<{ result: T; recorded: number }> {
  const scope: Scope = { recorded: 0, unchanged: false };
  const result = await scopes.run(scope, work);
  return { result, recorded: scope.unchanged ? Math.max(scope.recorded, 1) : scope.recorded };
}

export function noteRecorded(): void {
  const scope = scopes.getStore();
  if (scope) scope.recorded += 1;
}

/** A repeated command that found its work already done (archiving twice) changed nothing: nothing to record. */
export function noteUnchanged(): void {
  const scope = scopes.getStore();
  if (scope) scope.unchanged = true;
}

/** In development and tests a change that recorded nothing is a bug to see at once; in production it is logged. */
export function missingActivity(what: string): Error | null {
  const message = `${what} changed something but recorded no activity (call recordActivity in its transaction, or mark it as recording none with a reason).`;
  if (process.env.NODE_ENV === "production") {
    logger.error(message);
    return null;
  }
  return new Error(message);
}

/**
 * How each HTTP handler outside tRPC stands towards the guard, for the test that walks the
 * routes: `guarded` (apiRoute, sessionRoute: a change must record).
 */
export const routeActivity = new WeakMap<object, "guarded">();
