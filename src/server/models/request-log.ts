// The request log (contract section 8): one entry per /api/v1 request of a company, as
// `GET /request-logs` lists it; `GET /request-logs/{id}` adds the query and a problem's body.
import { z } from "zod";
import { CreatedRange, ListQuery } from "./list";
import { timestamp } from "./common";

export const RequestLog = z
  .object({
    id: z.string().meta({ description: "The request's X-Request-Id (`req_...`)" }),
    method: z.string(),
    path: z.string().meta({ description: "The whole path, `/api/v1/...`" }),
    status: z.number().int(),
    duration_ms: z.number().int(),
    idempotency_key: z.string().nullable(),
    mode: z.enum(["live", "test"]),
    error_code: z
      .string()
      .nullable()
      .meta({ description: "The problem's `code` of a 4xx or 5xx answer" }),
    created_at: timestamp,
  })
  .meta({ id: "RequestLog" });
export type RequestLog = z.infer<typeof RequestLog>;

export const RequestLogDetail = RequestLog.extend({
  query: z.string().nullable().meta({ description: "The query string as received, without `?`" }),
  response_body: z
    .string()
    .nullable()
    .meta({ description: "The problem body of a 4xx or 5xx answer, as sent" }),
}).meta({ id: "RequestLogDetail" });
export type RequestLogDetail = z.infer<typeof RequestLogDetail>;

export const REQUEST_LOG_METHODS = ["GET", "POST", "PUT", "DELETE", "HEAD", "PATCH"] as const;

export const ListRequestLogsQuery = ListQuery.extend({
  status: z
    .string()
    .regex(/^(?:[1-5]xx|[1-5]\d\d)$/, "must be 2xx, 3xx, 4xx, 5xx or a three-digit status")
    .optional()
    .meta({ description: "A class (`2xx`, `4xx`, ...) or a status (`404`)" }),
  method: z.enum(REQUEST_LOG_METHODS).optional(),
  path: z
    .string()
    .startsWith("/", "must start with /")
    .max(500)
    .optional()
    .meta({ description: "A prefix of the whole path (`/api/v1/reports`)" }),
  ...CreatedRange.shape,
});
export type ListRequestLogsQuery = z.infer<typeof ListRequestLogsQuery>;

export type RequestLogRow = {
  id: string;
  method: string;
  path: string;
  query: string | null;
  status: number;
  durationMs: number;
  idempotencyKey: string | null;
  mode: string;
  errorCode: string | null;
  responseBody: string | null;
  createdAt: Date;
};

export function toRequestLog(row: RequestLogRow): RequestLog {
  return {
    id: row.id,
    method: row.method,
    path: row.path,
    status: row.status,
    duration_ms: row.durationMs,
    idempotency_key: row.idempotencyKey,
    mode: row.mode === "test" ? "test" : "live",
    error_code: row.errorCode,
    created_at: row.createdAt.toISOString(),
  };
}

export function toRequestLogDetail(row: RequestLogRow): RequestLogDetail {
  return { ...toRequestLog(row), query: row.query, response_body: row.responseBody };
}
