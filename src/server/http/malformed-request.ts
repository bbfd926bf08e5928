// Requests no route can make sense of, refused in front of every route as
// problem+json: a method outside HTTP's usual verbs (TRACE, made-up ones) is 405,
// a path or query that does not percent-decode, or holds a NUL byte, is 400, and a
// state-changing request to a cookie-authenticated path from another site is 403
// (`cross-site.ts`).
import type { IncomingMessage, ServerResponse } from "node:http";
import { AppError } from "../errors";
import { newId } from "../ids";
import { crossSiteError } from "./cross-site";
import { appOrigin, problemResponse } from "./problem";

const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];

function undecodable(target: string): boolean {
  try {
    return decodeURIComponent(target.replace(/\+/g, " ")).includes("\u0000");
  } catch {
    return true;
  }
}

/** The problem answer for a request that must not reach any route, or null. */
export function refuseMalformed(
  method: string,
  url: URL,
  headers: Headers = new Headers(),
  appUrl: string = url.origin,
): Response | null {
  let error: AppError | null = null;
  if (!METHODS.includes(method)) {
    error = new AppError("method_not_allowed", `${method} is not a method this service answers.`, {
      headers: { Allow: METHODS.join(", ") },
    });
  } else if (undecodable(url.pathname) || undecodable(url.search)) {
    error = new AppError(
      "invalid_request",
      "The address is not valid: it has bad percent-encoding or a NUL byte.",
    );
  }
  error ??= crossSiteError(method, url, headers, appUrl);
  if (!error) return null;
  return problemResponse(error, {
    requestId: newId("request"),
    instance: url.pathname,
    origin: appOrigin(),
  });
}

/** For the node:http server in front of Next.js: answers a malformed request itself (true) or leaves it (false). */
export async function answerMalformed(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(req.url ?? "/", origin);
  } catch {
    url = new URL("/", origin);
  }
  const headers = new Headers();
  for (const name of ["origin", "sec-fetch-site", "host"]) {
    const value = req.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  const refused = refuseMalformed(req.method ?? "GET", url, headers, origin);
  if (!refused) return false;
  res.writeHead(refused.status, Object.fromEntries(refused.headers.entries()));
  res.end(req.method === "HEAD" ? undefined : Buffer.from(await refused.arrayBuffer()));
  return true;
}
