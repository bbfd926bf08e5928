// /api/v1/* for the tRPC procedures that carry meta.openapi: trpc-to-openapi does
// the input parsing and the call; around it we answer 404/405/415/413/400 ourselves
// (as problem+json), set 201/204 from the procedure's meta, and turn the library's
// fixed error body into problem+json through the same pipeline as apiRoute.
import type { TRPCError } from "@trpc/server";
import { createOpenApiFetchHandler } from "trpc-to-openapi";
import { ZodError } from "zod";
import { appRouter } from "../api/root";
import { pointerOf, toAppError, type Context } from "../api/trpc";
import { AppError, type FieldError } from "../errors";
import { serveApi } from "./api-route";
import { clientIpFromHeaders } from "./client-ip";
import { publicOrigin } from "./problem";
import { matchRoute, type RestRoute } from "./rest-routes";

export const API_BASE = "/api/v1";
const MAX_JSON_BYTES = 5 * 1024 * 1024;
const JSON_TYPE = "application/json; charset=utf-8";

/** Zod issues as field errors: JSON pointers into the body, `parameter` for query and path. */
function fieldErrors(error: ZodError, route: RestRoute): FieldError[] {
  const inQuery = route.method === "GET" || route.method === "DELETE";
  const one = (path: readonly PropertyKey[], detail: string): FieldError => {
    const first = String(path[0] ?? "");
    if (inQuery || route.pathParameters.includes(first)) return { parameter: path.map(String).join("."), detail };
    return { pointer: pointerOf(path), detail };
  };
  // An unknown field is reported at its own path, not at the object holding it.
  return error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => one([...issue.path, key], "is not a known field"))
      : [one(issue.path, issue.message)],
  );
}

function toProblemError(error: TRPCError, route: RestRoute): AppError {
  if (error.code !== "INTERNAL_SERVER_ERROR" && error.cause instanceof ZodError) {
    const errors = fieldErrors(error.cause, route);
    const where = errors.map((e) => `${e.parameter ?? e.pointer}: ${e.detail}`).join("; ");
    return new AppError("invalid_request", `The request is not valid. ${where}`, { errors });
  }
  if (error.code === "PARSE_ERROR") return new AppError("invalid_request", "The request body is not valid JSON.");
  return toAppError(error);
}

/** The JSON body to hand on: `{}` for an empty body, 415 for a non-JSON one, 400 for malformed JSON. */
async function jsonBody(req: Request): Promise<string> {
  const length = Number(req.headers.get("content-length") ?? 0);
  if (length > MAX_JSON_BYTES) throw new AppError("payload_too_large", `The request body is over the ${MAX_JSON_BYTES / 1024 / 1024} MB limit.`);
  const text = await req.text();
  if (text.length > MAX_JSON_BYTES) throw new AppError("payload_too_large", `The request body is over the ${MAX_JSON_BYTES / 1024 / 1024} MB limit.`);
  if (text.trim() === "") return "{}";
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json" && !type.endsWith("+json")) {
    throw new AppError("unsupported_media_type", `Send the body as JSON with \`Content-Type: application/json\`${type ? ` (not ${type})` : ""}.`);
  }
  try {
    JSON.parse(text);
  } catch (error) {
    throw new AppError("invalid_request", `The request body is not valid JSON: ${(error as Error).message}.`);
  }
  return text;
}

async function callProcedure(req: Request, route: RestRoute, context: Context): Promise<Response> {
  const hasBody = route.method !== "GET" && route.method !== "DELETE";
  const forwarded = new Request(req.url, {
    method: req.method,
    headers: hasBody ? { "content-type": "application/json" } : {},
    body: hasBody ? await jsonBody(req) : undefined,
  });
  let failure: TRPCError | undefined;
  const response = await createOpenApiFetchHandler({
    endpoint: API_BASE,
    req: forwarded,
    router: appRouter,
    createContext: () => context,
    onError: ({ error }) => {
      failure = error;
    },
  });
  if (failure) throw toProblemError(failure, route);
  if (!response.ok) throw new AppError("internal_error", "Something went wrong on our side. It has been logged.");
  const headers = new Headers(context.res.headers);
  const status = context.res.status ?? route.successStatus;
  if (status === 204) return new Response(null, { status, headers });
  headers.set("Content-Type", JSON_TYPE);
  return new Response(await response.text(), { status, headers });
}

/** Every verb of the /api/v1 catch-all. */
export function handleRest(req: Request): Promise<Response> {
  return serveApi(req, async (request, { caller, requestId }) => {
    const url = new URL(request.url);
    const path = url.pathname.slice(API_BASE.length).replace(/\/+$/, "") || "/";
    const match = matchRoute(request.method, path);
    if (!match) {
      throw new AppError("not_found", `There is no ${request.method} ${API_BASE}${path}. The operations are listed at ${publicOrigin(request)}/docs.`);
    }
    if ("allow" in match) {
      throw new AppError("method_not_allowed", `${request.method} is not allowed on ${API_BASE}${path}. Allowed: ${match.allow.join(", ")}.`, {
        headers: { Allow: match.allow.join(", ") },
      });
    }
    const context: Context = { requestId, ip: clientIpFromHeaders(request.headers), caller, res: { headers: new Headers() } };
    return callProcedure(request, match.route, context);
  });
}
