// Operations of /api/v1 that are plain route handlers rather than tRPC procedures
// (media upload and download, PDFs): their owners describe them here, with zod
// schemas like the procedures, so /openapi.json covers every route. Register from a
// module listed in ./openapi-extra-routes.ts:
//   registerExtraOperation("/reports/{id}/pdf", "GET", { operationId: "reports-pdf", summary: "...", tags: ["Reports"],
//     requestParams: { path: z.object({ id: z.string() }) },
//     responses: { "200": { description: "The PDF", content: { "application/pdf": { schema: { type: "string", format: "binary" } } } } } });
// Problem responses (400/401/403/404/429/500, and 409/422 on POST), security and the
// Idempotency-Key header are added to every operation by the document builder;
// list any others an operation can answer in `x-problems` (e.g. [409, 413, 415]).
import type { ZodOpenApiOperationObject } from "zod-openapi";

export type ApiMethod = "GET" | "POST" | "PUT" | "DELETE";
export type ExtraOperation = ZodOpenApiOperationObject & { "x-problems"?: number[] };

const registry = new Map<string, { path: `/${string}`; method: ApiMethod; operation: ExtraOperation }>();

/** Adds (or replaces) the description of one handler-route operation; `path` is relative to /api/v1. */
export function registerExtraOperation(path: `/${string}`, method: ApiMethod, operation: ExtraOperation): void {
  registry.set(`${method} ${path}`, { path, method, operation });
}

export function extraOperations() {
  return [...registry.values()];
}
