// A real HTTP server in front of the /api/v1 route functions (no Next.js server), for
// clients that need a URL: the socket address goes in as Next's server entry passes it.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { PEER_HEADER } from "~/server/net/client-ip";
import { call } from "./http";

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === "string") headers.set(name, value);
  headers.set(PEER_HEADER, req.socket.remoteAddress ?? "");
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(req.url ?? "/", origin), { method: req.method, headers, body });
}

export async function startRouteServer(): Promise<{ url: string; close: () => Promise<void> }> {
  let origin = "";
  const server = createServer((req, res) => {
    void (async () => {
      const request = await toRequest(req, origin);
      const url = new URL(request.url);
      const response = await call(
        request.method,
        url.pathname.replace(/^\/api\/v1/, "") + url.search,
        { request },
      );
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      res.end(Buffer.from(await response.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
