// Every request to /api/v1/*, as a fetch Request in and a Response out (the node:http
// server in scripts/server.ts sends them here before Next.js). The route is matched once
// in the one table (rest-routes.ts): the OpenAPI document is open to anyone; every other
// request goes through the key pipeline (serveApi), then answers 404/405 itself, runs a
// handler route, or checks the query (415/413/400 for the body), builds the input and
// calls the procedure through a tRPC caller, with 201/204 from the procedure's meta.
import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { appRouter } from "../../api/root";
import {
  createCallerFactory,
  pointerOf,
  toAppError,
  zodFieldErrors,
  type Context,
} from "../../api/trpc";
import { AppError, type FieldError } from "../../errors";
import { stringifyJson } from "../../models/json-text";
import { serveApi } from "./api-route";
import { bodyProblems, DEFAULT_MAX_LENGTH } from "./body-checks";
import { clientIpFromHeaders } from "../../net/client-ip";
import { JSON_MAX_BYTES, JSON_TOO_LARGE, readLimitedBody } from "../limited-form-data";
import { OPENAPI_DOCUMENT_ROUTE } from "./openapi-document";
import { appOrigin } from "../problem";
import { API_BASE, matchRoute, queryInput, type RestRoute } from "./rest-routes";
import { noteRoute } from "../../observability/request-context";

export { API_BASE };

const OPENAPI_DOCUMENT_TEMPLATE = `${API_BASE}${OPENAPI_DOCUMENT_ROUTE.path}`;
const JSON_TYPE = "application/json; charset=utf-8";

/** Zod issues as field errors: JSON pointers into the body, `parameter` for query and path. */
function fieldErrors(error: ZodError, route: RestRoute): FieldError[] {
  const inQuery = route.method === "GET" || route.method === "DELETE";
  return zodFieldErrors(error, (first) => inQuery || route.pathParameters.includes(first));
}

function toProblemError(error: TRPCError, route: RestRoute): AppError {
  if (error.code !== "INTERNAL_SERVER_ERROR" && error.cause instanceof ZodError) {
    const errors = fieldErrors(error.cause, route);
    const where = errors.map((e) => `${e.parameter ?? e.pointer}: ${e.detail}`).join("; ");
    return new AppError("invalid_request", `The request is not valid. ${where}`, { errors });
  }
  return toAppError(error);
}

/** Pointers to every string (or key) in `value` holding a NUL byte. */
function nulPointers(value: unknown, path: (string | number)[] = []): string[] {
  if (typeof value === "string") return value.includes("\u0000") ? [pointerOf(path)] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => nulPointers(item, [...path, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      key.includes("\u0000") ? [pointerOf(path)] : nulPointers(item, [...path, key]),
    );
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
    throw new AppError(
      "unsupported_media_type",
      `Send the body as JSON with \`Content-Type: application/json\`${type ? ` (not ${type})` : ""}.`,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch (error) {
    throw new AppError(
      "invalid_request",
      `The request body is not valid JSON: ${(error as Error).message}.`,
    );
  }
  if (depthOf(body) > MAX_JSON_DEPTH) {
    throw new AppError(
      "invalid_request",
      `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
    );
  }
  const nul = nulPointers(body);
  if (nul.length) {
    throw new AppError(
      "invalid_request",
      `The request body holds a NUL byte at ${nul.join(", ")}.`,
      {
        errors: nul.map((pointer) => ({ pointer, detail: "must not contain a NUL byte" })),
      },
    );
  }
  return body;
}

const JSON_HEADERS = { "Content-Type": JSON_TYPE };

/** The procedure's input: the query (GET, DELETE) or the JSON body, with the path parameters over it. */
async function inputOf(
  req: Request,
  url: URL,
  route: RestRoute,
  params: Record<string, string>,
): Promise<unknown> {
  const hasBody = route.method !== "GET" && route.method !== "DELETE";
  const body = hasBody ? await jsonBody(req) : undefined;
  const problems = body !== undefined && route.input ? bodyProblems(route.input, body) : [];
  if (problems.length && route.input) {
    // The rest of the body's mistakes are named too (path parameters are not in the body).
    const flagged = new Set(problems.map((p) => p.pointer));
    const parsed = route.input.safeParse(body);
    const others = parsed.success
      ? []
      : fieldErrors(parsed.error, route).filter(
          (e) =>
            e.pointer &&
            !flagged.has(e.pointer) &&
            !route.pathParameters.includes(e.pointer.split("/")[1] ?? ""),
        );
    const errors = [...problems, ...others];
    throw new AppError(
      "invalid_request",
      `The request is not valid. ${errors.map((e) => `${e.pointer ?? e.parameter}: ${e.detail}`).join("; ")}`,
      { errors },
    );
  }
  if (!route.hasInput) return undefined;
  return hasBody ? { ...(body as object), ...params } : queryInput(route, url.searchParams, params);
}

type Procedure = (input: unknown) => Promise<unknown>;

// A caller of the router the table was built from.
const createCaller = createCallerFactory(appRouter);

async function callProcedure(
  req: Request,
  url: URL,
  route: RestRoute,
  params: Record<string, string>,
  context: Context,
): Promise<Response> {
  const input = await inputOf(req, url, route, params);
  const procedure = route.procedure
    .split(".")
    .reduce<unknown>(
      (node, name) => (node as Record<string, unknown>)[name],
      createCaller(context),
    ) as Procedure;
  let data: unknown;
  try {
    data = await procedure(input);
  } catch (error) {
    throw error instanceof TRPCError ? toProblemError(error, route) : error;
  }
  if (route.successStatus === 204) return new Response(null, { status: 204 });
  // A stored json column's text in the answer (a list's MOT histories) goes in as it is.
  return new Response(stringifyJson(data) ?? "null", {
    status: route.successStatus,
    headers: JSON_HEADERS,
  });
}

/** The query checks every procedure route makes before its input is built: length, NUL bytes, and any parameter at all where none is taken (an operation with a body takes none). */
function checkQuery(url: URL, route: RestRoute): void {
  const longParameter = [...url.searchParams.entries()].find(
    ([, value]) => value.length > DEFAULT_MAX_LENGTH,
  )?.[0];
  if (longParameter !== undefined) {
    throw new AppError(
      "invalid_request",
      `The request is not valid. ${longParameter}: must be at most ${DEFAULT_MAX_LENGTH} characters.`,
      {
        errors: [
          { parameter: longParameter, detail: `must be at most ${DEFAULT_MAX_LENGTH} characters` },
        ],
      },
    );
  }
  const nulParameter = [...url.searchParams.entries()].find(
    ([name, value]) => name.includes("\u0000") || value.includes("\u0000"),
  )?.[0];
  if (nulParameter !== undefined) {
    throw new AppError(
      "invalid_request",
      `The request is not valid. ${nulParameter}: must not contain a NUL byte.`,
      {
        errors: [{ parameter: nulParameter, detail: "must not contain a NUL byte" }],
      },
    );
  }
  // An operation with a body takes its input from the body only: any query parameter is unknown.
  const takesNoQuery = route.takesNoInput || (route.method !== "GET" && route.method !== "DELETE");
  const unknownParameter = takesNoQuery ? [...url.searchParams.keys()][0] : undefined;
  if (unknownParameter !== undefined) {
    throw new AppError(
      "invalid_request",
      `The request is not valid. ${unknownParameter}: is not a known parameter of this operation.`,
      {
        errors: [
          { parameter: unknownParameter, detail: "is not a known parameter of this operation" },
        ],
      },
    );
  }
}

// Every verb of every path answers OPTIONS with the verbs the API takes at all, without a key.
const OPTIONS_ALLOW = "DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT";

/** The path relative to /api/v1 of a request under it. */
const apiPath = (url: URL) => url.pathname.slice(API_BASE.length).replace(/\/+$/, "") || "/";

/** One request to /api/v1/*. */
export function handleApi(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const path = apiPath(url);
  if (req.method === "OPTIONS")
    return Promise.resolve(new Response(null, { status: 204, headers: { Allow: OPTIONS_ALLOW } }));
  if (path === OPENAPI_DOCUMENT_ROUTE.path) {
    noteRoute(OPENAPI_DOCUMENT_TEMPLATE);
    return Promise.resolve(OPENAPI_DOCUMENT_ROUTE.open(req));
  }
  // HEAD is GET without the body (the server drops it).
  const match = matchRoute(req.method === "HEAD" ? "GET" : req.method, path);
  if (match && "handler" in match) {
    noteRoute(match.handler.template);
    return match.handler.route.handle(req, match.params);
  }
  if (match && "route" in match) noteRoute(match.route.template);
  return serveApi(req, async (request, { caller, requestId }) => {
    if (!match) {
      throw new AppError(
        "not_found",
        `There is no ${request.method} ${API_BASE}${path}. The operations are listed at ${appOrigin()}/docs.`,
      );
    }
    if ("allow" in match) {
      const allow = match.allow.join(", ");
      const detail = match.handlerPath
        ? `${request.method} is not allowed here. Allowed: ${allow}.`
        : `${request.method} is not allowed on ${API_BASE}${path}. Allowed: ${allow}.`;
      throw new AppError("method_not_allowed", detail, { headers: { Allow: allow } });
    }
    checkQuery(url, match.route);
    const context: Context = { requestId, ip: clientIpFromHeaders(request.headers), caller };
    return callProcedure(request, url, match.route, match.params, context);
  });
}
