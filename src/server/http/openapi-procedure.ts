// Calls the tRPC procedure behind a REST route through trpc-to-openapi's handler
// (input from query, path and body, coercion, the call itself), created once per
// process. Its fetch adapter builds a new handler, and so a new route table, on
// every request; here each request reaches the shared handler through a proxy of
// its Request, and its tRPC context and error travel in a WeakMap keyed by it.
import type { TRPCError } from "@trpc/server";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createOpenApiNodeHttpHandler } from "trpc-to-openapi";
import { appRouter } from "../api/root";
import type { Context } from "../api/trpc";

type Call = { context: Context; error?: TRPCError };
type Outcome = { status: number; body: string | undefined; error?: TRPCError };

const calls = new WeakMap<object, Call>();
let handler: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;

function sharedHandler() {
  handler ??= createOpenApiNodeHttpHandler({
    router: appRouter,
    createContext: ({ req }: { req: object }) => calls.get(req)!.context,
    onError: ({ error, req }: { error: TRPCError; req: object }) => {
      const call = calls.get(req);
      if (call) call.error = error;
    },
  }) as unknown as (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  return handler;
}

const JSON_HEADERS = new Headers({ "content-type": "application/json" });

/**
 * Runs the procedure of `method` + `pathAndQuery` (relative to /api/v1) with `body`
 * (already parsed JSON, or undefined for GET and DELETE) and the caller's `context`.
 */
export function runOpenApiProcedure(req: Request, method: string, pathAndQuery: string, body: unknown, context: Context): Promise<Outcome> {
  const hasBody = body !== undefined;
  const proxy = new Proxy(req, {
    get(target, prop) {
      if (prop === "method") return method;
      if (prop === "url") return pathAndQuery;
      if (prop === "body") return body;
      if (prop === "headers" && hasBody) return JSON_HEADERS;
      return Reflect.get(target, prop, target) as unknown;
    },
  });
  const call: Call = { context };
  calls.set(proxy, call);
  return new Promise((resolve) => {
    let status = 200;
    const res = {
      setHeader: () => undefined,
      get statusCode() {
        return status;
      },
      set statusCode(code: number) {
        status = code;
      },
      end: (text?: string) => resolve({ status, body: text, error: call.error }),
    };
    void sharedHandler()(proxy as unknown as IncomingMessage, res as unknown as ServerResponse);
  });
}
