// The request a piece of code runs for: made once by the node:http server for every request
// (its id, which every answer names in X-Request-Id), filled in on the way (the route template,
// the company once a key or session names it) and written as the request's log line when the
// answer has gone. The same object is the line, so a request allocates no other for its log.
import { AsyncLocalStorage } from "node:async_hooks";
import { newId } from "../ids";

export type RequestRecord = {
  request_id: string;
  method: string;
  /** The route template (`/api/v1/reports/{id}`), never the path: paths hold ids and signing tokens. */
  route: string;
  /** The status sent; 0 until the answer is written. */
  status: number;
  /** The time the request arrived (performance.now()) until it is answered, then how long it took. */
  duration_ms: number;
  company_id: string | null;
};

// One per process: the bundled server entry and Next.js's own build of src/ share it.
const globalForRequests = globalThis as unknown as {
  __kerbsideRequests?: AsyncLocalStorage<RequestRecord>;
};
const requests = (globalForRequests.__kerbsideRequests ??= new AsyncLocalStorage<RequestRecord>());

export function runInRequest<T>(record: RequestRecord, run: () => T): T {
  return requests.run(record, run);
}

/** The request being served, if this code runs for one that came through the node:http server. */
export function currentRequest(): RequestRecord | undefined {
  return requests.getStore();
}

/** The id of the request being served (the one its X-Request-Id names), or a new one outside a request (tests calling a handler). */
export function currentRequestId(): string {
  return requests.getStore()?.request_id ?? newId("request");
}

/** Names the company a request acts for (its API key's or its session's), for its log line. */
export function noteCompany(companyId: string): void {
  const record = requests.getStore();
  if (record) record.company_id = companyId;
}

/** Names the route template a handler matched (the REST handler matches its own). */
export function noteRoute(route: string): void {
  const record = requests.getStore();
  if (record) record.route = route;
}
