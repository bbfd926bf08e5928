// The fixed parts of the OpenAPI document: the API's introduction, tag
// descriptions, the Problem schema and one problem response per status, the two
// key headers, Idempotency-Key and the rate-limit headers.
import type { OpenAPIObject } from "trpc-to-openapi";
import { ERROR_CODES } from "../../errors";

type Components = NonNullable<OpenAPIObject["components"]>;
type Header = NonNullable<Components["headers"]>[string];

export const API_DESCRIPTION = [
  "The Kerbside REST API: inspection reports, vehicles, customers, rental agreements and credits for UK fleets.",
  "",
  "**Authentication.** Send the company's API key as `Authorization: Bearer <key>` or `X-API-Key: <key>`. An Owner switches API access on, regenerates the key and edits the IP allow-list on the API Access settings page.",
  "",
  "**Errors** are RFC 9457 problem details (`application/problem+json`) with a stable `code`, a `request_id` and, for invalid input, `errors[]` with a JSON `pointer` into the body or the query/path `parameter`.",
  "",
  "**Rate limit.** 60 requests per rolling minute per key (never more in any 60 seconds) unless raised for your company; every response carries `RateLimit-Policy`, `RateLimit` and `RateLimit-Limit`/`-Remaining`/`-Reset`; over the limit answers 429 with `Retry-After`.",
  "",
  "**Idempotency.** Any POST may carry `Idempotency-Key`: for 24 hours a retry with the same key and body replays the first response (with `Idempotent-Replayed: true`) and does the work once.",
  "",
  "**Lists** answer `{ data, has_more, next_cursor }`, newest first; pass `limit` (1 to 100) and `cursor`.",
].join("\n");

export const TAG_DESCRIPTIONS: Record<string, string> = {
  Credits:
    "The credit balance and the ledger of grants, purchases, charges and refunds. One inspection report costs one credit.",
  Reports:
    "Vehicle inspection reports: created as drafts (1 credit), completed, signed off, with a frozen PDF.",
  Inspections: "The checked areas of a report, with verdicts, damage and photos.",
  Media: "Photos of inspections: upload, list, download.",
  Vehicles: "The fleet, with registry data (DVLA, MOT history, insurance).",
  Customers: "Hirers: the people and companies vehicles are rented to.",
  "Personal data":
    "UK GDPR: a hirer's data bundle and erasure are on Customers; here, the retention policy the daily job applies.",
  Agreements: "Rental agreements, signed by the hirer on a signing page.",
  Terms: "Standard terms templates attached to agreements.",
  Tickets:
    "Support tickets about a report, agreement, vehicle or customer, with a thread of comments.",
  Webhooks: "Webhook endpoints and the events delivered to them.",
  Events: "Events that happened in the company's account.",
  "Test mode":
    "A test key (`kbs_test_...`) works on the company's test data alone: 1,000 test credits, sandbox providers, its own webhook endpoints and events.",
  "Request log": "Every /api/v1 request of the key's mode, kept 30 days.",
  Company: "The company's profile.",
  Meta: "About the API itself.",
};

/** Every status a problem response can have, from the error table. */
export const PROBLEM_RESPONSES: number[] = [
  ...new Set(Object.values(ERROR_CODES).map((e) => e.status as number)),
].sort((a, b) => a - b);

export const problemResponseName = (status: number) => `Problem${status}`;

const codesWithStatus = (status: number) =>
  Object.entries(ERROR_CODES).filter(([, e]) => e.status === status);

function problemExample(status: number, origin: string) {
  const [code, entry] = codesWithStatus(status)[0] ?? [
    "internal_error",
    ERROR_CODES.internal_error,
  ];
  return {
    type: `${origin}/problems/${code}`,
    title: entry.title,
    status,
    detail:
      status === 400
        ? "The request is not valid. /vrm: must be a UK registration of 2 to 8 letters and digits"
        : `${entry.title}.`,
    instance: "/api/v1/reports",
    code,
    request_id: "req_01jd8x3m5kf3v9w2q7r4t6y8z0",
    ...(status === 400
      ? {
          errors: [
            { pointer: "/vrm", detail: "must be a UK registration of 2 to 8 letters and digits" },
          ],
        }
      : {}),
  };
}

// Header values: strings are short, integers are counts or seconds (formats and bounds for OWASP's API4 rules).
const header = (
  description: string,
  type: "string" | "integer",
  example: string | number,
): Header => ({
  description,
  schema:
    type === "string"
      ? { type, maxLength: 200 }
      : { type, format: "int32", minimum: 0, maximum: 1_000_000 },
  example,
});

export const SHARED_COMPONENTS = {
  securitySchemes: {
    bearerAuth: { type: "http", scheme: "bearer", description: "`Authorization: Bearer kbs_...`" },
    apiKeyHeader: {
      type: "apiKey",
      in: "header",
      name: "X-API-Key",
      description: "`X-API-Key: kbs_...`",
    },
  } satisfies Components["securitySchemes"],
  schemas: (origin: string): NonNullable<Components["schemas"]> => ({
    Problem: {
      type: "object",
      description:
        "RFC 9457 problem details. `code` is the stable machine-readable value; `type` links to a page explaining it.",
      required: ["type", "title", "status", "detail", "instance", "code", "request_id"],
      properties: {
        type: {
          type: "string",
          format: "uri",
          description: "`{origin}/problems/<code>`",
          example: `${origin}/problems/invalid_request`,
        },
        title: { type: "string", example: "Invalid request" },
        status: {
          type: "integer",
          format: "int32",
          minimum: 400,
          maximum: 599,
          description: "The HTTP status",
          example: 400,
        },
        detail: { type: "string", description: "What went wrong, in a sentence" },
        instance: { type: "string", description: "The request path", example: "/api/v1/reports" },
        code: { type: "string", enum: Object.keys(ERROR_CODES), example: "invalid_request" },
        request_id: {
          type: "string",
          description: "Quote it when you contact support",
          example: "req_01jd8x3m5kf3v9w2q7r4t6y8z0",
        },
        errors: {
          type: "array",
          description: "Invalid input, one entry per field",
          items: {
            type: "object",
            required: ["detail"],
            properties: {
              pointer: {
                type: "string",
                description: "JSON Pointer into the request body",
                example: "/vrm",
              },
              parameter: {
                type: "string",
                description: "The query or path parameter",
                example: "limit",
              },
              detail: {
                type: "string",
                example: "must be a UK registration of 2 to 8 letters and digits",
              },
            },
          },
        },
      },
    },
  }),
  problemResponse: (
    status: number,
    origin: string,
  ): NonNullable<Components["responses"]>[string] => ({
    description: codesWithStatus(status)
      .map(([code, e]) => `\`${code}\`: ${e.title}`)
      .join("; "),
    headers: {
      "X-Request-Id": { $ref: "#/components/headers/X-Request-Id" },
      ...(status === 401
        ? { "WWW-Authenticate": header("Always `Bearer`", "string", 'Bearer realm="kerbside"') }
        : {}),
      ...(status === 429
        ? {
            "Retry-After": header(
              "Seconds until one more request would be let through",
              "integer",
              12,
            ),
          }
        : {}),
      // Sent once the key is known (not on 401, nor on the answers refused before any route runs).
      ...(status >= 400 && status < 500 && status !== 401
        ? Object.fromEntries(
            [
              "RateLimit",
              "RateLimit-Policy",
              "RateLimit-Limit",
              "RateLimit-Remaining",
              "RateLimit-Reset",
            ].map((h) => [h, { $ref: `#/components/headers/${h}` }]),
          )
        : {}),
    },
    content: {
      "application/problem+json": {
        schema: { $ref: "#/components/schemas/Problem" },
        example: problemExample(status, origin),
      },
    },
  }),
  parameters: {
    IdempotencyKey: {
      name: "Idempotency-Key",
      in: "header",
      required: false,
      description:
        "1 to 255 characters, unique per request you mean (a UUID is good). A retry with the same key and body within 24 hours replays the first response.",
      schema: { type: "string", minLength: 1, maxLength: 255 },
      example: "5f1c1f0e-0c0b-4a52-9a55-2d7c1a0e7d11",
    },
  } satisfies Components["parameters"],
  headers: {
    "X-Request-Id": header(
      "The request's id, also in every problem body",
      "string",
      "req_01jd8x3m5kf3v9w2q7r4t6y8z0",
    ),
    RateLimit: header(
      "Remaining requests and seconds until the whole budget is back",
      "string",
      '"default";r=59;t=60',
    ),
    "RateLimit-Policy": header(
      "The budget: requests per window of seconds",
      "string",
      '"default";q=60;w=60',
    ),
    "RateLimit-Limit": header("Requests per minute", "integer", 60),
    "RateLimit-Remaining": header("Requests left in the rolling minute", "integer", 59),
    "RateLimit-Reset": header("Seconds until the whole budget is back", "integer", 60),
  } satisfies Components["headers"],
};
