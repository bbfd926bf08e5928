// Every request's log line and metrics, from the node:http server where all requests pass: the
// request is given its id (X-Request-Id on its answer, the request_id of its problem+json) and
// its record, which the handlers fill in (route template, company); when the answer has gone,
// the record becomes the log line and the request is counted. Per request: one record, one
// listener (the same function for all), one line written without waiting.
import type { IncomingMessage, ServerResponse } from "node:http";
import { newId } from "../ids";
import { requestLogger } from "../observability/logger";
import { countRequest } from "../observability/metrics";
import type { RequestRecord } from "../observability/request-context";

const RECORD = Symbol("kerbside.request");
type Tracked = ServerResponse & { [RECORD]?: RequestRecord };

/** nginx's word for a client that went away before its answer was complete. */
const CLIENT_CLOSED = 499;

function finished(this: Tracked): void {
  const record = this[RECORD];
  if (!record) return;
  const ms = performance.now() - record.duration_ms;
  record.duration_ms = Math.round(ms * 1000) / 1000;
  record.status = this.writableFinished ? this.statusCode : CLIENT_CLOSED;
  countRequest(record.route, record.status, ms / 1000);
  requestLogger.info(record, "request");
}

/** The record of a request that has just arrived, logged and counted once its answer is done. */
export function trackRequest(
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
): RequestRecord {
  const record: RequestRecord = {
    request_id: newId("request"),
    method: req.method ?? "GET",
    route,
    status: 0,
    // The arrival time until the answer is done (`finished` turns it into the duration).
    duration_ms: performance.now(),
    company_id: null,
  };
  res.setHeader("X-Request-Id", record.request_id);
  (res as Tracked)[RECORD] = record;
  res.on("close", finished);
  return record;
}
