// The node:http request handler of the one server entry (scripts/server.ts): it says where
// the request came from (the socket's address, in a header only we may set), adds the
// security headers, refuses malformed requests, then sends /api/v1/* straight to the REST
// handler (through @hono/node-server's node:http <-> fetch adapter) and everything else
// to Next.js.
import { getRequestListener } from "@hono/node-server";
import type { IncomingMessage, ServerResponse } from "node:http";
import { PEER_HEADER } from "../net/client-ip";
import { answerMalformed } from "./malformed-request";
import { API_BASE, handleApi } from "./rest/rest-handler";
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

export function requestHandler(options: {
  dev: boolean;
  appUrl: string;
  next: Listener;
}): Listener {
  return (req, res) => {
    // Only we may say where a request came from.
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    withDefaultHeaders(
      res,
      securityHeaders(pathname, { dev: options.dev, appUrl: options.appUrl }),
    );
    return answerMalformed(req, res, options.appUrl).then((answered) => {
      if (answered) return undefined;
      return isApiPath(pathname) ? serveApi(req, res) : options.next(req, res);
    });
  };
}
