// RFC 9457 problem details: the one shape of every error that leaves /api/v1 and
// the UI's own route handlers. Built only from AppError (code, title, detail,
// field errors), so no stack trace, SQL or internal name can ever reach a client.
import { env } from "~/env";
import type { AppError, FieldError } from "../errors";
import { toAppError } from "../api/trpc";
import { logger } from "../observability/logger";

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

/**
 * The public origin every absolute link is built from: APP_URL's (it defaults to
 * http://localhost:<PORT>). Never the request's Host header, which a client can set to anything.
 */
export function appOrigin(): string {
  return new URL(process.env.APP_URL ?? env.APP_URL).origin;
}

export function problemContext(req: Request, requestId: string): ProblemContext {
  return { requestId, instance: new URL(req.url).pathname, origin: appOrigin() };
}

export function problemTypeUri(origin: string, code: string): string {
  return `${origin}/problems/${code}`;
}

/**
 * Any thrown value as an AppError; a bug (anything that is not an AppError: a 500) is logged
 * once, with the request id and what actually failed. An AppError is the caller's answer (a
 * refusal, or an outage it is told to wait out, such as the database away) and is not logged.
 */
export function logFailure(error: unknown, requestId: string, what = "request"): AppError {
  const app = toAppError(error);
  if (app.code === "internal_error")
    logger.error({ request_id: requestId, err: app.cause ?? error }, `${what} failed`);
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
export function problemResponse(
  error: unknown,
  context: ProblemContext,
  headers?: HeadersInit,
): Response {
  const app = logFailure(error, context.requestId);
  const merged = new Headers(headers);
  for (const [name, value] of Object.entries(app.headers ?? {})) merged.set(name, value);
  merged.set("Content-Type", PROBLEM_CONTENT_TYPE);
  merged.set("X-Request-Id", context.requestId);
  merged.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(problemBody(app, context)), {
    status: app.status,
    headers: merged,
  });
}
