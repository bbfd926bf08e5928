// GET /api/v1/openapi.json: the document trpc-to-openapi generates from the
// procedures, plus the handler routes' operations (rest-routes.ts, and this route's
// own below), then put right: real 201/204 success codes, every error as a reference to one Problem
// schema, both key headers as security schemes, Idempotency-Key on POST, the
// rate-limit headers, and declared tags. `npx @redocly/cli lint` passes on it.
import { generateOpenApiDocument, type OpenAPIObject } from "trpc-to-openapi";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { appRouter } from "../../api/root";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import type { HandlerRoute, OpenRoute } from "./handler-route";
import {
  API_DESCRIPTION,
  PROBLEM_RESPONSES,
  problemResponseName,
  SHARED_COMPONENTS,
  TAG_DESCRIPTIONS,
} from "./openapi-parts";
import { DEFAULT_MAX_ITEMS, DEFAULT_MAX_LENGTH } from "./body-checks";
import { appOrigin, problemContext, problemResponse } from "../problem";
import { handlerRoutes, restRoutes } from "./rest-routes";

type Paths = NonNullable<OpenAPIObject["paths"]>;
type PathItem = Paths[string];
type Operation = NonNullable<PathItem["get"]>;
type Responses = NonNullable<Operation["responses"]>;

const METHODS = ["get", "post", "put", "delete"] as const;
const SECURITY: OpenAPIObject["security"] = [{ bearerAuth: [] }, { apiKeyHeader: [] }];
const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** Every handler route's description: this document's, then those behind the key. */
const described = (): (HandlerRoute | OpenRoute)[] => [
  OPENAPI_DOCUMENT_ROUTE,
  ...handlerRoutes().map((entry) => entry.route),
];

function extraPaths(): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const { path, method, operation } of described()) {
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation };
  }
  return paths;
}

type SuccessResponse = {
  description?: string;
  headers?: Record<string, unknown>;
  $ref?: string;
  [key: string]: unknown;
};

const SUCCESS_HEADERS = [
  "X-Request-Id",
  "RateLimit",
  "RateLimit-Policy",
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
];

/** 2xx as the handler really answers it (the library always says 200), with the headers every response carries. */
function successResponses(responses: Responses, status: 200 | 201 | 202 | 204): Responses {
  const success: Record<string, SuccessResponse> = {};
  for (const [code, value] of Object.entries(responses) as [string, SuccessResponse][]) {
    if (!code.startsWith("2")) continue;
    const response: SuccessResponse =
      status === 204 ? { description: "Done; no content" } : { ...value };
    if (!response.$ref) {
      response.headers = {
        ...Object.fromEntries(SUCCESS_HEADERS.map((h) => [h, ref("headers", h)])),
        ...response.headers,
      };
      if (response.description === "Successful response")
        response.description = status === 201 ? "Created" : status === 202 ? "Accepted" : "OK";
    }
    success[status === 204 ? "204" : code === "200" ? String(status) : code] = response;
  }
  return success;
}

/** The problem statuses an operation can answer. */
function problemStatuses(
  method: string,
  path: string,
  operation: Operation,
  extra: number[],
): number[] {
  const statuses = new Set<number>([500, 503]);
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  if (!isPublic) [401, 403, 429].forEach((s) => statuses.add(s));
  // Any operation can meet a parameter it does not know (400, naming it).
  statuses.add(400);
  if (path.includes("{") || !isPublic) statuses.add(404);
  if (method === "post") [409, 422].forEach((s) => statuses.add(s));
  if (method === "post" || method === "put") [413, 415].forEach((s) => statuses.add(s));
  for (const status of extra) if (PROBLEM_RESPONSES.includes(status)) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

function fixOperation(
  method: string,
  path: string,
  operation: Operation,
  statuses: { success: 200 | 201 | 202 | 204; extra: number[] },
): number[] {
  const problems = problemStatuses(method, path, operation, statuses.extra);
  const responses = successResponses(operation.responses ?? {}, statuses.success);
  for (const status of problems)
    responses[String(status)] = ref("responses", problemResponseName(status));
  operation.responses = responses;
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  if (!isPublic) delete operation.security; // the document-wide requirement: either key header
  if (method === "post")
    operation.parameters = [...(operation.parameters ?? []), ref("parameters", "IdempotencyKey")];
  operation.summary ??= (operation.operationId ?? `${method} ${path}`).replace(/[-.]/g, " ");
  delete (operation as Record<string, unknown>)["x-problems"];
  return problems;
}

type SchemaNode = { [key: string]: unknown };
const isNode = (value: unknown): value is SchemaNode => typeof value === "object" && value !== null;

/** Calls `visit` on every object inside `value` (schemas, and whatever holds them). */
function eachNode(value: unknown, visit: (node: SchemaNode) => void): void {
  if (Array.isArray(value)) value.forEach((item) => eachNode(item, visit));
  else if (isNode(value)) {
    visit(value);
    Object.values(value).forEach((item) => eachNode(item, visit));
  }
}

const typeIs = (node: SchemaNode, type: string) =>
  node.type === type || (Array.isArray(node.type) && node.type.includes(type));

/**
 * Every string and list a request may carry gets the bound the API enforces on it: its own
 * `.max()`, else DEFAULT_MAX_LENGTH / DEFAULT_MAX_ITEMS (`body-checks.ts`, and the query check
 * in `rest-handler.ts`).
 */
// An uploaded file (multipart), in bytes: the contract's 20 MB.
const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

function boundRequest(operation: Operation): void {
  const visit = (node: SchemaNode) => {
    if (
      typeIs(node, "string") &&
      node.maxLength === undefined &&
      node.enum === undefined &&
      node.const === undefined
    ) {
      node.maxLength = node.format === "binary" ? UPLOAD_MAX_BYTES : DEFAULT_MAX_LENGTH;
    }
    if (typeIs(node, "array") && node.maxItems === undefined) node.maxItems = DEFAULT_MAX_ITEMS;
  };
  for (const parameter of operation.parameters ?? [])
    if (isNode(parameter) && !("$ref" in parameter)) eachNode(parameter.schema, visit);
  const body = operation.requestBody;
  if (isNode(body) && !("$ref" in body)) eachNode(body.content, visit);
}

/** Integers in JSON are JavaScript's safe integers at most: said as `int64` where no format is given. */
function formatIntegers(document: OpenAPIObject): void {
  eachNode(document, (node) => {
    if (typeIs(node, "integer") && node.format === undefined) node.format = "int64";
  });
}

function buildDocument(origin: string): OpenAPIObject {
  const document = generateOpenApiDocument(appRouter, {
    title: "Kerbside API",
    version: "1.0.0",
    description: API_DESCRIPTION,
    baseUrl: `${origin}/api/v1`,
    docsUrl: `${origin}/docs`,
    license: { name: "Proprietary", identifier: "LicenseRef-Kerbside-Proprietary" },
    securitySchemes: SHARED_COMPONENTS.securitySchemes,
    paths: extraPaths(),
  });
  const routes = restRoutes();
  const extras = new Map(
    described().map((e) => [`${e.method} ${e.path}`, e.operation["x-problems"] ?? []]),
  );
  const tags = new Set<string>();
  const used = new Set<number>();
  let hasPost = false;
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const route = routes.find((r) => r.method === method.toUpperCase() && r.path === path);
      const problems = fixOperation(method, path, operation, {
        success: route?.successStatus ?? 200,
        extra: [
          ...(route?.errorResponses ?? []),
          ...(extras.get(`${method.toUpperCase()} ${path}`) ?? []),
        ],
      });
      boundRequest(operation);
      problems.forEach((status) => used.add(status));
      hasPost ||= method === "post";
      operation.tags?.forEach((t) => tags.add(t));
    }
  }
  const schemas = Object.fromEntries(
    Object.entries(document.components?.schemas ?? {}).filter(
      ([name]) => !name.startsWith("error."),
    ),
  );
  document.servers = [
    {
      url: `${origin}/api/v1`,
      description: "Production: this Kerbside server",
      "x-internal": false,
    },
  ];
  document.security = SECURITY;
  document.tags = [...tags]
    .sort()
    .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `${name} operations.` }));
  document.components = {
    ...document.components,
    schemas: { ...schemas, ...SHARED_COMPONENTS.schemas(origin) },
    responses: Object.fromEntries(
      [...used]
        .sort((a, b) => a - b)
        .map((status) => [
          problemResponseName(status),
          SHARED_COMPONENTS.problemResponse(status, origin),
        ]),
    ),
    parameters: hasPost ? SHARED_COMPONENTS.parameters : {},
    headers: SHARED_COMPONENTS.headers,
  };
  formatIntegers(document);
  return document;
}

const cache = new Map<string, string>();

/** The document for `origin`, as JSON text; built once per origin and process. */
export function openApiJson(origin: string): string {
  let json = cache.get(origin);
  if (!json) {
    json = JSON.stringify(buildDocument(origin), null, 2);
    cache.set(origin, json);
  }
  return json;
}

function readOnly(req: Request): Response {
  const error = new AppError(
    "method_not_allowed",
    `${req.method} is not allowed on the OpenAPI document. Use GET.`,
    { headers: { Allow: "GET" } },
  );
  return problemResponse(error, problemContext(req, newId("request")));
}

/** The document takes no query parameters: the first one is refused as on every other operation. */
function unknownParameter(req: Request): Response | null {
  const name = [...new URL(req.url).searchParams.keys()][0];
  if (name === undefined) return null;
  const error = new AppError(
    "invalid_request",
    `The request is not valid. ${name}: is not a known parameter of this operation.`,
    {
      errors: [{ parameter: name, detail: "is not a known parameter of this operation" }],
    },
  );
  return problemResponse(error, problemContext(req, newId("request")));
}

/** GET /api/v1/openapi.json describes itself: the one route that needs no key. */
export const OPENAPI_DOCUMENT_ROUTE: OpenRoute = {
  method: "GET",
  path: "/openapi.json",
  open: (req) =>
    req.method === "GET" || req.method === "HEAD"
      ? (unknownParameter(req) ??
        new Response(openApiJson(appOrigin()), {
          headers: {
            "Content-Type": "application/json; charset=utf-8",
            "Cache-Control": "public, max-age=300",
            "Access-Control-Allow-Origin": "*",
          },
        }))
      : readOnly(req),
  operation: {
    operationId: "openapi-document",
    summary: "Get this OpenAPI document",
    description: "The OpenAPI 3.1 description of every operation of the API. No key needed.",
    tags: ["Meta"],
    security: [],
    "x-problems": [400, 405],
    responses: {
      "200": {
        description: "The OpenAPI document",
        content: { "application/json": { schema: { type: "object", additionalProperties: true } } },
      },
    },
  },
};
