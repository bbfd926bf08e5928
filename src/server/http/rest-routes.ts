// The REST routes the tRPC procedures declare (meta.openapi), as a table the
// /api/v1 catch-all consults before calling trpc-to-openapi: it tells 404 (no such
// path) from 405 (known path, wrong verb), and knows each operation's success
// status (meta.successStatus) and path parameters.
import { forEachOpenApiProcedure, getPathParameters, getPathRegExp, normalizePath } from "trpc-to-openapi";
import { ZodType, ZodVoid } from "zod";
import { appRouter } from "../api/root";
import type { Meta } from "../api/trpc";

export type RestRoute = {
  method: string;
  path: string;
  pattern: RegExp;
  pathParameters: string[];
  procedure: string;
  successStatus: 200 | 201 | 204;
  /** Extra problem statuses the procedure declares in meta.openapi.errorResponses (e.g. 402, 502). */
  errorResponses: number[];
  /** The procedure takes no input (`z.void()`): any query parameter is unknown. */
  takesNoInput: boolean;
  /** The procedure's input schema, when it has one. */
  input: ZodType | null;
};

export type RouteMatch = { route: RestRoute } | { allow: string[] } | null;

let table: RestRoute[] | undefined;

const statusesOf = (declared: number[] | Record<number, string> | undefined): number[] =>
  !declared ? [] : Array.isArray(declared) ? declared : Object.keys(declared).map(Number);

export function restRoutes(): RestRoute[] {
  if (table) return table;
  const routes: RestRoute[] = [];
  forEachOpenApiProcedure<Meta>(appRouter._def.procedures, ({ path: procedure, meta, procedure: definition }) => {
    const inputs = (definition._def as { inputs?: unknown[] }).inputs ?? [];
    const path = normalizePath(meta.openapi.path);
    routes.push({
      method: meta.openapi.method,
      path,
      pattern: getPathRegExp(path),
      pathParameters: getPathParameters(path),
      procedure,
      successStatus: meta.successStatus ?? 200,
      errorResponses: statusesOf(meta.openapi.errorResponses),
      takesNoInput: inputs.length === 0 || inputs.every((input) => input instanceof ZodVoid),
      input: inputs[0] instanceof ZodType ? inputs[0] : null,
    });
  });
  table = routes;
  return routes;
}

/** The route for `method` + `path`; or the verbs the path does allow; or null for an unknown path. */
export function matchRoute(method: string, path: string): RouteMatch {
  const onPath = restRoutes().filter((r) => r.pattern.test(path));
  if (onPath.length === 0) return null;
  const route = onPath.find((r) => r.method === method);
  return route ? { route } : { allow: [...new Set(onPath.map((r) => r.method))] };
}
