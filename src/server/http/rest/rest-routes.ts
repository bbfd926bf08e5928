// The one route table of /api/v1, built once per process: the tRPC procedures that
// declare meta.openapi, and the handler routes (bytes, multipart, the document itself)
// described beside their handlers. It tells 404 (no such path) from 405 (known path,
// wrong verb), knows each operation's success status and path parameters, and turns
// a procedure route's query, path and body into the procedure's input.
import { z, ZodType, ZodVoid } from "zod";
import {
  coerceSchema,
  forEachOpenApiProcedure,
  getInputOutputParsers,
  getPathParameters,
  getPathRegExp,
  instanceofZodTypeLikeVoid,
  instanceofZodTypeObject,
  normalizePath,
  unwrapZodType,
} from "trpc-to-openapi";
import { appRouter } from "../../api/root";
import type { Meta } from "../../api/trpc";
import { AGREEMENT_FILE_ROUTES } from "../files/agreement-files";
import { CUSTOMER_FILE_ROUTES } from "../files/customer-files";
import { DAMAGE_CHARGE_FILE_ROUTES } from "../files/damage-charge-files";
import { FINE_FILE_ROUTES } from "../files/fine-files";
import type { HandlerRoute } from "./handler-route";
import { REPORT_FILE_ROUTES } from "../files/report-file-routes";

/** Where the public API is served. */
export const API_BASE = "/api/v1";

type Located = {
  method: string;
  path: string;
  /** The route template under the API's base (`/api/v1/reports/{id}`), for the log and metrics. */
  template: string;
  pattern: RegExp;
  pathParameters: string[];
};

export type RestRoute = Located & {
  /** The procedure's dotted name on the router (for the caller). */
  procedure: string;
  successStatus: 200 | 201 | 202 | 204;
  /** Extra problem statuses the procedure declares in meta.openapi.errorResponses (e.g. 402, 502). */
  errorResponses: number[];
  /** The procedure takes no input (`z.void()`): any query parameter is unknown. */
  takesNoInput: boolean;
  /** The procedure's input schema, when it has one. */
  input: ZodType | null;
  /** The input is built from query, path and body (false: the procedure is called without one). */
  hasInput: boolean;
  /** Top-level input fields that are lists: one query value becomes a list of one. */
  listFields: string[];
};

export type HandlerRouteEntry = Located & { route: HandlerRoute };

export type RouteMatch =
  | { route: RestRoute; params: Record<string, string> }
  | { handler: HandlerRouteEntry; params: Record<string, string> }
  | { allow: string[]; handlerPath: boolean }
  | null;

const statusesOf = (declared: number[] | Record<number, string> | undefined): number[] =>
  !declared ? [] : Array.isArray(declared) ? declared : Object.keys(declared).map(Number);

const locate = (method: string, openapiPath: string): Located => {
  const path = normalizePath(openapiPath);
  return {
    method,
    path,
    template: `${API_BASE}${path}`,
    pattern: getPathRegExp(path),
    pathParameters: getPathParameters(path),
  };
};

// A handler route's path matches case-sensitively, as a file route did; a procedure's does not, as trpc-to-openapi's.
const locateExactly = (method: string, openapiPath: string): Located => {
  const located = locate(method, openapiPath);
  return { ...located, pattern: new RegExp(located.pattern.source) };
};

const isList = (schema: unknown) =>
  schema instanceof z.ZodArray ||
  (schema instanceof z.ZodOptional && schema.unwrap() instanceof z.ZodArray);

function procedureRoutes(): RestRoute[] {
  const routes: RestRoute[] = [];
  forEachOpenApiProcedure<Meta>(
    appRouter._def.procedures,
    ({ path: procedure, meta, procedure: definition }) => {
      const inputs = (definition._def as { inputs?: unknown[] }).inputs ?? [];
      const { inputParser } = getInputOutputParsers(definition);
      const unwrapped = unwrapZodType(inputParser, true);
      const isObject = instanceofZodTypeObject(unwrapped);
      // As trpc-to-openapi did on every call: numbers, booleans and dates in the input take strings.
      if (isObject) coerceSchema(unwrapped);
      routes.push({
        ...locate(meta.openapi.method, meta.openapi.path),
        procedure,
        successStatus: meta.successStatus ?? 200,
        errorResponses: statusesOf(meta.openapi.errorResponses),
        takesNoInput: inputs.length === 0 || inputs.every((input) => input instanceof ZodVoid),
        input: inputs[0] instanceof ZodType ? inputs[0] : null,
        hasInput: !instanceofZodTypeLikeVoid(unwrapped),
        listFields: isObject
          ? Object.entries(unwrapped.shape)
              .filter(([, shape]) => isList(shape))
              .map(([name]) => name)
          : [],
      });
    },
  );
  return routes;
}

let procedures: RestRoute[] | undefined;
let handlers: HandlerRouteEntry[] | undefined;

/** The routes of the procedures with meta.openapi. */
export function restRoutes(): RestRoute[] {
  procedures ??= procedureRoutes();
  return procedures;
}

/** The handler routes behind the key: each area's files (the open document is openapi-document.ts's). */
export function handlerRoutes(): HandlerRouteEntry[] {
  handlers ??= [
    ...REPORT_FILE_ROUTES,
    ...AGREEMENT_FILE_ROUTES,
    ...CUSTOMER_FILE_ROUTES,
    ...FINE_FILE_ROUTES,
    ...DAMAGE_CHARGE_FILE_ROUTES,
  ].map((route) => ({
    ...locateExactly(route.method, route.path),
    route,
  }));
  return handlers;
}

const paramsOf = (pattern: RegExp, path: string): Record<string, string> => ({
  ...pattern.exec(path)?.groups,
});

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// A handler gets its path parameters decoded, as from a file route; a procedure gets them as sent, as from trpc-to-openapi.
const decodedParams = (params: Record<string, string>) =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, decoded(value)]));

/**
 * The route for `method` + `path` with its path parameters; or the verbs the path does allow
 * (and whether it is a handler route's path); or null for an unknown path. A handler route's
 * path is more specific than any procedure's.
 */
export function matchRoute(method: string, path: string): RouteMatch {
  const onHandlerPath = handlerRoutes().filter((r) => r.pattern.test(path));
  if (onHandlerPath.length > 0) {
    const handler = onHandlerPath.find((r) => r.method === method);
    if (handler) return { handler, params: decodedParams(paramsOf(handler.pattern, path)) };
    return { allow: [...new Set(onHandlerPath.map((r) => r.method))], handlerPath: true };
  }
  const onPath = restRoutes().filter((r) => r.pattern.test(path));
  if (onPath.length === 0) return null;
  const route = onPath.find((r) => r.method === method);
  if (route) return { route, params: paramsOf(route.pattern, path) };
  return { allow: [...new Set(onPath.map((r) => r.method))], handlerPath: false };
}

/** A GET or DELETE's input from the query string (one value, or a list for a name given twice) and the path. */
export function queryInput(
  route: RestRoute,
  searchParams: URLSearchParams,
  params: Record<string, string>,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of new Set(searchParams.keys())) {
    const values = searchParams.getAll(name);
    input[name] = values.length === 1 ? values[0] : values;
  }
  Object.assign(input, params);
  for (const name of route.listFields) {
    if (input[name] !== undefined && !Array.isArray(input[name])) input[name] = [input[name]];
  }
  return input;
}
