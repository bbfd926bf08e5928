// The browser's tRPC endpoint (/api/trpc) as a fetch handler: every answer names its request
// id (X-Request-Id, the node:http server's), and only a bug (a 500) is logged, with that id, as on /api/v1.
import type { AnyTRPCRouter } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { Context } from "../api/trpc";
import { currentRequestId } from "../observability/request-context";
import { logFailure } from "./problem";

export function serveTrpc(
  req: Request,
  options: { router: AnyTRPCRouter; createContext: (requestId: string) => Promise<Context> },
): Promise<Response> {
  const requestId = currentRequestId();
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: options.router,
    createContext: () => options.createContext(requestId),
    onError: ({ error, path }) => {
      logFailure(error, requestId, `tRPC ${path ?? "?"}`);
    },
    responseMeta: () => ({ headers: { "X-Request-Id": requestId } }),
  });
}
