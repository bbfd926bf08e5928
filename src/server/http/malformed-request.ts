// Requests no route can make sense of, refused in front of every route as
// problem+json: a method outside HTTP's usual verbs (TRACE, made-up ones) is 405,
// a path or query that does not percent-decode, or holds a NUL byte, is 400.
import type { IncomingMessage, ServerResponse } from "node:http";
import { AppError } from "../errors";
import { newId } from "../ids";
import { problemResponse, publicOrigin } from "./problem";

const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];

function undecodable(target: string): boolean {
  try {
    return decodeURIComponent(target.replace(/\+/g, " ")).includes("\u0000");
  } catch {
    return true;
  }
}

/** The problem answer for a request that must not reach any route, or null. */
export function refuseMalformed(method: string, url: URL): Response | null {
  let error: AppError | null = null;
  if (!METHODS.includes(method)) {
    error = new AppError("method_not_allowed", `${method} is not a method this service answers.`, { headers: { Allow: METHODS.join(", ") } });
  } else if (undecodable(url.pathname) || undecodable(url.search)) {
    error = new AppError("invalid_request", "The address is not valid: it has bad percent-encoding or a NUL byte.");
  }
  if (!error) return null;
  return problemResponse(error, { requestId: newId("request"), instance: url.pathname, origin: publicOrigin(new Request(url)) });
}

/** For the node:http server in front of Next.js: answers a malformed request itself (true) or leaves it (false). */
export async function answerMalformed(req: IncomingMessage, res: ServerResponse, origin: string): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(req.url ?? "/", origin);
  } catch {
    url = new URL("/", origin);
  }
  const refused = refuseMalformed(req.method ?? "GET", url);
  if (!refused) return false;
  res.writeHead(refused.status, Object.fromEntries(refused.headers.entries()));
  res.end(req.method === "HEAD" ? undefined : Buffer.from(await refused.arrayBuffer()));
  return true;
}
