// The node:http request handler of the one server entry (scripts/server.ts): it gives the
// request its id and log record (request-log.ts), says where the request came from (the
// socket's address, in a header only we may set), adds the security headers, refuses
// malformed requests, then sends /api/v1/* straight to the REST handler (through
// @hono/node-server's node:http <-> fetch adapter), a scrape with the metrics token to the
// metrics, and everything else to Next.js.
import { getRequestListener } from "@hono/node-server";
import type { IncomingMessage, ServerResponse } from "node:http";
import { PEER_HEADER } from "../net/client-ip";
import { runInRequest } from "../observability/request-context";
import { answerMalformed } from "./malformed-request";
import { isMetricsScrape, METRICS_PATH, serveMetrics } from "./metrics-endpoint";
import { trackRequest } from "./request-log";
import { API_BASE, handleApi } from "./rest/rest-handler";
import { NO_ROUTE, type RouteTemplates } from "./route-templates";
import { securityHeaders, withDefaultHeaders } from "./security-headers";

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

// Globals stay Node's own: Next.js serves from the same process.
const serveApi = getRequestListener((request) => handleApi(request), {
  overrideGlobalObjects: false,
});

/**
 * Paths the REST handler answers: anything under /api/v1/, except a path ending in a slash,
 * which Next.js redirects to the same path without it (308) as for every other route.
 */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith(`${API_BASE}/`) && !pathname.endsWith("/");
}

// The route of an /api/v1 request until the REST handler names the one it matched.
const API_ROUTES = `${API_BASE}/*`;

export function requestHandler(options: {
  dev: boolean;
  appUrl: string;
  next: Listener;
  /** The templates of the routes Next.js serves (route-templates.ts), for the log and metrics; without them each such path is `*`. */
  routes?: RouteTemplates;
}): Listener {
  const routes = options.routes ?? (() => NO_ROUTE);
  return (req, res) => {
    // Only we may say where a request came from.
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    const api = isApiPath(pathname);
    const scrape = !api && pathname === METRICS_PATH && isMetricsScrape(req);
    const route = api ? API_ROUTES : scrape ? METRICS_PATH : routes(pathname);
    const record = trackRequest(req, res, route);
    withDefaultHeaders(
      res,
      securityHeaders(pathname, { dev: options.dev, appUrl: options.appUrl }),
    );
    return runInRequest(record, () =>
      answerMalformed(req, res, options.appUrl).then((answered) => {
        if (answered) return undefined;
        if (api) return serveApi(req, res);
        return scrape ? serveMetrics(req, res) : options.next(req, res);
      }),
    );
  };
}
