// RFC 9457 problem details: the one shape of every error that leaves /api/v1 and
// the UI's own route handlers. Built only from AppError (code, title, detail,
// field errors), so no stack trace, SQL or internal name can ever reach a client.
import type { AppError, FieldError } from "../errors";
import { toAppError } from "../api/trpc";

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

export type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  code: string;
  request_id: string;
  errors?: FieldError[];
};

export type ProblemContext = { requestId: string; instance: string; origin: string };

// Only an operator sets APP_URL (NEXTAUTH_URL gets a default at start, so it says nothing).
const configuredOrigin = () => (process.env.APP_URL ? new URL(process.env.APP_URL).origin : null);

/** The public origin links point at: APP_URL when the operator set it, else the request's own. */
export function publicOrigin(req: Request): string {
  const url = new URL(req.url);
  return configuredOrigin() ?? `${url.protocol}//${req.headers.get("host") ?? url.host}`;
}

/** The same for a page (server component), from its request headers. */
export function originFromHeaders(headers: Headers): string {
  const host = headers.get("host") ?? "localhost";
  return configuredOrigin() ?? `${headers.get("x-forwarded-proto") === "https" ? "https" : "http"}://${host}`;
}

export function problemContext(req: Request, requestId: string): ProblemContext {
  return { requestId, instance: new URL(req.url).pathname, origin: publicOrigin(req) };
}

export function problemTypeUri(origin: string, code: string): string {
  return `${origin}/problems/${code}`;
}

/** Any thrown value as an AppError; a bug (anything that is not an AppError) is logged with the request id. */
export function asAppError(error: unknown, requestId: string): AppError {
  const app = toAppError(error);
  if (app.code === "internal_error") {
    console.error(`[${requestId}] internal error:`, error);
  }
  return app;
}

export function problemBody(error: AppError, context: ProblemContext): Problem {
  return {
    type: problemTypeUri(context.origin, error.code),
    title: error.title,
    status: error.status,
    detail: error.message,
    instance: context.instance,
    code: error.code,
    request_id: context.requestId,
    ...(error.errors?.length ? { errors: error.errors } : {}),
  };
}

/** The problem+json response for `error` (an AppError, or anything else as a logged 500). */
export function problemResponse(error: unknown, context: ProblemContext, headers?: HeadersInit): Response {
  const app = asAppError(error, context.requestId);
  const merged = new Headers(headers);
  for (const [name, value] of Object.entries(app.headers ?? {})) merged.set(name, value);
  merged.set("Content-Type", PROBLEM_CONTENT_TYPE);
  merged.set("X-Request-Id", context.requestId);
  merged.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(problemBody(app, context)), { status: app.status, headers: merged });
}
