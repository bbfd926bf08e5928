// The one wrapper for every HTTP route outside tRPC's own endpoint. apiRoute: the
// public API's handler routes (/api/v1), authenticated by the company's key, with its
// allow-list, rate limit, Idempotency-Key and problem+json errors. sessionRoute: the
// browser UI's own routes (downloads, uploads), authenticated by the next-auth session.
// The procedure routes of /api/v1 (rest-handler.ts) go through the same `serveApi` pipeline.
import type { Caller } from "../../api/trpc";
import { sessionCaller } from "../../auth/session-caller";
import { AppError } from "../../errors";
import { TWO_STEP_REQUIRED } from "../../models/two-step";
import {
  countingActivity,
  missingActivity,
  routeActivity,
} from "../../services/activity/activity-scope";
import { authenticateApiKey } from "../../services/api-access/authenticate";
import { clientIpFromHeaders } from "../../net/client-ip";
import { currentRequest, currentRequestId, noteCompany } from "../../observability/request-context";
import { logApiRequest } from "../../services/request-log/log-buffer";
import { withIdempotency } from "./idempotency";
import { problemContext, problemResponse } from "../problem";
import { rateLimitHeaders, spendApiBudget, takeApiBudget, type RateLimitState } from "./rate-limit";

export type RouteContext<P> = { caller: Caller; requestId: string; params: P };

type Authenticated = { caller: Caller; requestId: string };
type Run = (req: Request, auth: Authenticated) => Promise<Response>;

/** The key from `Authorization: Bearer <key>` or `X-API-Key: <key>`. */
export function apiKeyFrom(headers: Headers): string | null {
  const authorization = headers.get("authorization");
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  return bearer ?? headers.get("x-api-key")?.trim() ?? null;
}

/** A copy of `response` with `extra` headers added (responses from fetch-style APIs may be immutable). */
export function withHeaders(response: Response, extra: Record<string, string>): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

async function guarded(
  req: Request,
  requestId: string,
  authenticate: () => Promise<Caller>,
  run: Run,
  after: () => Record<string, string>,
) {
  const problem = problemContext(req, requestId);
  let response: Response;
  try {
    const caller = await authenticate();
    response = await withIdempotency(req, caller.companyId, async (request) => {
      try {
        return await run(request, { caller, requestId });
      } catch (error) {
        return problemResponse(error, problem);
      }
    });
  } catch (error) {
    response = problemResponse(error, problem);
  }
  return withHeaders(response, { ...after(), "X-Request-Id": requestId });
}

type KnownKey = { companyId: string; mode: "live" | "test" };

/**
 * The request's entry in the company's request log (a request whose key is not recognised
 * belongs to no company and is not logged). A problem's body is read from a copy of the
 * answer, after the answer has gone on its way; the entry is kept in memory and written in
 * a batch later (services/request-log), so nothing here waits on the database.
 */
function logRequest(req: Request, requestId: string, known: KnownKey, response: Response): void {
  const started = currentRequest()?.duration_ms ?? performance.now();
  const url = new URL(req.url);
  const base = {
    id: requestId,
    companyId: known.companyId,
    mode: known.mode,
    method: req.method,
    path: url.pathname,
    query: url.search.length > 1 ? url.search.slice(1) : null,
    status: response.status,
    durationMs: Math.max(0, Math.round(performance.now() - started)),
    idempotencyKey: req.headers.get("idempotency-key"),
    createdAt: new Date(),
  };
  if (response.status < 400 || !response.body) {
    logApiRequest({ ...base, errorCode: null, responseBody: null });
    return;
  }
  void response
    .clone()
    .text()
    .then(
      (text) => ({ text, code: problemCodeOf(text) }),
      () => ({ text: null, code: null }),
    )
    .then(({ text, code }) => logApiRequest({ ...base, errorCode: code, responseBody: text }));
}

function problemCodeOf(text: string): string | null {
  try {
    const code = (JSON.parse(text) as { code?: unknown }).code;
    return typeof code === "string" ? code : null;
  } catch {
    return null;
  }
}

/** The /api/v1 pipeline: key, access switch, allow-list, rate limit, idempotency, problem+json. */
export function serveApi(req: Request, run: Run): Promise<Response> {
  const requestId = currentRequestId();
  let rate: RateLimitState | undefined;
  let known: KnownKey | undefined;
  const authenticate = async (): Promise<Caller> => {
    const { companyId, budget } = await authenticateApiKey({
      key: apiKeyFrom(req.headers),
      ip: clientIpFromHeaders(req.headers),
      take: takeApiBudget,
      onKnown: (entry) => {
        known = { companyId: entry.companyId, mode: entry.mode };
        noteCompany(entry.companyId);
      },
    });
    rate = spendApiBudget(budget);
    noteCompany(companyId);
    return { companyId, actor: { kind: "api_key" } };
  };
  return guarded(req, requestId, authenticate, run, () =>
    rate ? rateLimitHeaders(rate) : {},
  ).then((response) => {
    if (known) logRequest(req, requestId, known, response);
    return response;
  });
}

/** The browser UI's pipeline: the next-auth session instead of a key, no rate limit. */
export function serveSession(req: Request, run: Run): Promise<Response> {
  const authenticate = async (): Promise<Caller> => {
    const caller = await sessionCaller();
    if (!caller) throw new AppError("unauthenticated", "Your session has ended. Log in again.");
    if (caller.twoStepSetupRequired) throw new AppError("forbidden", TWO_STEP_REQUIRED);
    return caller;
  };
  return guarded(req, currentRequestId(), authenticate, run, () => ({}));
}

type Handler<P> = (req: Request, ctx: RouteContext<P>) => Promise<Response>;
type Route<P> = (req: Request, context: { params: Promise<P> }) => Promise<Response>;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

// A successful POST, PUT, PATCH or DELETE must record activity (services/activity), as tRPC mutations must.
function recording<P>(handler: Handler<P>): Handler<P> {
  return async (req, ctx) => {
    if (READS.has(req.method)) return handler(req, ctx);
    const { result, recorded } = await countingActivity(() => handler(req, ctx));
    const missing =
      result.ok && recorded === 0
        ? missingActivity(`${req.method} ${new URL(req.url).pathname}`)
        : null;
    if (missing) throw missing;
    return result;
  };
}

function guardedRoute<R extends object>(route: R): R {
  routeActivity.set(route, "guarded");
  return route;
}

/** A handler route of /api/v1, called with the path parameters its route matched. */
export type ApiRoute<P> = (req: Request, params: P) => Promise<Response>;

// API-key route under /api/v1: key auth (Bearer or X-API-Key), api_access_disabled, ip_not_allowed,
// rate limit + headers, X-Request-Id, any thrown AppError (or other error) -> problem+json.
export function apiRoute<P extends Record<string, string>>(handler: Handler<P>): ApiRoute<P> {
  const run = recording(handler);
  return guardedRoute((req: Request, params: P) =>
    serveApi(req, (request, auth) => run(request, { ...auth, params })),
  );
}

// The same for the browser UI's own routes (outside /api/v1): next-auth session instead of a key, no rate limit; errors as problem+json too.
export function sessionRoute<P extends Record<string, string>>(handler: Handler<P>): Route<P> {
  const run = recording(handler);
  return guardedRoute(async (req: Request, context: { params: Promise<P> }) => {
    const params = await context.params;
    return serveSession(req, (request, auth) => run(request, { ...auth, params }));
  });
}
