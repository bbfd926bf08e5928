// The operations of /api/v1 that are plain handlers rather than tRPC procedures (photo
// upload and bytes, PDFs, the OpenAPI document). Each is one definition beside its
// handler: method, path (relative to /api/v1), its OpenAPI operation (zod schemas like
// the procedures') and the handler; the route table (rest-routes.ts) and the document
// (openapi-document.ts) read them from there. For example:
//   { method: "GET", path: "/reports/{id}/pdf", handle: apiRoute(getReportPdf),
//     operation: { operationId: "reports-pdf", summary: "...", tags: ["Reports"],
//       requestParams: { path: z.object({ id: z.string() }) },
//       responses: { "200": { description: "The PDF", content: { "application/pdf": { schema: { type: "string", format: "binary" } } } } } } }
// Problem responses (400/401/403/404/429/500, and 409/422 on POST), security and the
// Idempotency-Key header are added to every operation by the document builder;
// list any others an operation can answer in `x-problems` (e.g. [409, 413, 415]).
import type { ZodOpenApiOperationObject } from "zod-openapi";
import type { ApiRoute } from "./api-route";

export type ApiMethod = "GET" | "POST" | "PUT" | "DELETE";
export type HandlerOperation = ZodOpenApiOperationObject & { "x-problems"?: number[] };

type Described = { method: ApiMethod; path: `/${string}`; operation: HandlerOperation };

/** Behind the key: an `apiRoute`, called with the path parameters the route matched. */
export type HandlerRoute = Described & {
  handle(
    this: void,
    req: Request,
    params: Record<string, string>,
  ): ReturnType<ApiRoute<Record<string, string>>>;
};

/** Open to anyone, no key, no rate limit: only the document describing the API (openapi-document.ts). */
export type OpenRoute = Described & { open: (req: Request) => Response };
