// /api/v1/* for the tRPC procedures that carry meta.openapi: trpc-to-openapi does
// the input parsing and the call; around it we answer 404/405/415/413/400 ourselves
// (as problem+json), set 201/204 from the procedure's meta, and turn the library's
// fixed error body into problem+json through the same pipeline as apiRoute.
import type { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { pointerOf, toAppError, type Context } from "../api/trpc";
import { AppError, type FieldError } from "../errors";
import { serveApi } from "./api-route";
import { clientIpFromHeaders } from "./client-ip";
import { JSON_MAX_BYTES, JSON_TOO_LARGE, readLimitedBody } from "./limited-form-data";
import { appOrigin } from "./problem";
import { runOpenApiProcedure } from "./openapi-procedure";
import { bodyProblems, DEFAULT_MAX_LENGTH } from "./body-checks";
import { matchRoute, type RestRoute } from "./rest-routes";

export const API_BASE = "/api/v1";
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

/** Pointers to every string (or key) in `value` holding a NUL byte. */
function nulPointers(value: unknown, path: (string | number)[] = []): string[] {
  if (typeof value === "string") return value.includes("\u0000") ? [pointerOf(path)] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulPointers(item, [...path, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => (key.includes("\u0000") ? [pointerOf(path)] : nulPointers(item, [...path, key])));
  }
  return [];
}

/** The parsed JSON body: `{}` for an empty body, 415 for a non-JSON one, 400 for malformed JSON. */
// No operation takes anything near this deep; deeper bodies are refused before any walk over them.
const MAX_JSON_DEPTH = 32;

/** How deeply `value` nests arrays and objects, counted without recursion (a hostile body can be 100,000 deep). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (!item || typeof item !== "object") continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

async function jsonBody(req: Request): Promise<unknown> {
  const text = (await readLimitedBody(req, JSON_MAX_BYTES, JSON_TOO_LARGE)).toString("utf8");
  if (text.trim() === "") return {};
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json" && !type.endsWith("+json")) {
    throw new AppError("unsupported_media_type", `Send the body as JSON with \`Content-Type: application/json\`${type ? ` (not ${type})` : ""}.`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch (error) {
    throw new AppError("invalid_request", `The request body is not valid JSON: ${(error as Error).message}.`);
  }
  if (depthOf(body) > MAX_JSON_DEPTH) {
    throw new AppError("invalid_request", `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`);
  }
  const nul = nulPointers(body);
  if (nul.length) {
    throw new AppError("invalid_request", `The request body holds a NUL byte at ${nul.join(", ")}.`, {
      errors: nul.map((pointer) => ({ pointer, detail: "must not contain a NUL byte" })),
    });
  }
  return body;
}

async function callProcedure(req: Request, pathAndQuery: string, route: RestRoute, context: Context): Promise<Response> {
  const hasBody = route.method !== "GET" && route.method !== "DELETE";
  const body = hasBody ? await jsonBody(req) : undefined;
  const problems = body !== undefined && route.input ? bodyProblems(route.input, body) : [];
  if (problems.length && route.input) {
    // The rest of the body's mistakes are named too (path parameters are not in the body).
    const flagged = new Set(problems.map((p) => p.pointer));
    const parsed = route.input.safeParse(body);
    const others = parsed.success
      ? []
      : fieldErrors(parsed.error, route).filter((e) => e.pointer && !flagged.has(e.pointer) && !route.pathParameters.includes(e.pointer.split("/")[1] ?? ""));
    const errors = [...problems, ...others];
    throw new AppError("invalid_request", `The request is not valid. ${errors.map((e) => `${e.pointer ?? e.parameter}: ${e.detail}`).join("; ")}`, { errors });
  }
  const outcome = await runOpenApiProcedure(req, route.method, pathAndQuery, body, context);
  if (outcome.error) throw toProblemError(outcome.error, route);
  if (outcome.status >= 400) throw new AppError("internal_error", "Something went wrong on our side. It has been logged.");
  const headers = new Headers(context.res.headers);
  const status = context.res.status ?? route.successStatus;
  if (status === 204) return new Response(null, { status, headers });
  headers.set("Content-Type", JSON_TYPE);
  return new Response(outcome.body ?? "null", { status, headers });
}

/** Every verb of the /api/v1 catch-all. */
export function handleRest(req: Request): Promise<Response> {
  return serveApi(req, async (request, { caller, requestId }) => {
    const url = new URL(request.url);
    const path = url.pathname.slice(API_BASE.length).replace(/\/+$/, "") || "/";
    // HEAD is GET without the body (the server drops it).
    const match = matchRoute(request.method === "HEAD" ? "GET" : request.method, path);
    if (!match) {
      throw new AppError("not_found", `There is no ${request.method} ${API_BASE}${path}. The operations are listed at ${appOrigin()}/docs.`);
    }
    if ("allow" in match) {
      throw new AppError("method_not_allowed", `${request.method} is not allowed on ${API_BASE}${path}. Allowed: ${match.allow.join(", ")}.`, {
        headers: { Allow: match.allow.join(", ") },
      });
    }
    const longParameter = [...url.searchParams.entries()].find(([, value]) => value.length > DEFAULT_MAX_LENGTH)?.[0];
    if (longParameter !== undefined) {
      throw new AppError("invalid_request", `The request is not valid. ${longParameter}: must be at most ${DEFAULT_MAX_LENGTH} characters.`, {
        errors: [{ parameter: longParameter, detail: `must be at most ${DEFAULT_MAX_LENGTH} characters` }],
      });
    }
    const nulParameter = [...url.searchParams.entries()].find(([name, value]) => name.includes("\u0000") || value.includes("\u0000"))?.[0];
    if (nulParameter !== undefined) {
      throw new AppError("invalid_request", `The request is not valid. ${nulParameter}: must not contain a NUL byte.`, {
        errors: [{ parameter: nulParameter, detail: "must not contain a NUL byte" }],
      });
    }
    const unknownParameter = match.route.takesNoInput ? [...url.searchParams.keys()][0] : undefined;
    if (unknownParameter !== undefined) {
      throw new AppError("invalid_request", `The request is not valid. ${unknownParameter}: is not a known parameter of this operation.`, {
        errors: [{ parameter: unknownParameter, detail: "is not a known parameter of this operation" }],
      });
    }
    const context: Context = { requestId, ip: clientIpFromHeaders(request.headers), caller, res: { headers: new Headers() } };
    return callProcedure(request, path + url.search, match.route, context);
  });
}
