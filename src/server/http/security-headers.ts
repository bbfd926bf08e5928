// The headers every response gets unless its route set its own (the pages Next.js renders: a
// policy with their own nonce, set by src/proxy.ts; the hirer's pages: theirs; files: their
// own Cache-Control), added in the node:http server at the last moment, when the status line
// is written.
import { randomBytes } from "node:crypto";
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

// No inline script runs without the nonce of its response; everything else is shut: no
// framing by any site (clickjacking), no plugins, no <base> tricks, forms post only to us,
// fetches only to us. Styles may be inline (React's style attributes, the toasts' sheet).
const PUBLIC_PREFIXES = ["/_next/static/", "/docs", "/problems", "/icon.svg", "/favicon.ico"];
// The pages for hirers and payers (contract section 11) and the shared report links: every
// response under them, Next.js's own redirects and 404s included, is private to the link's holder.
const HIRER_PATHS = ["/sign", "/checkout", "/r", "/inspect", "/charges"];
// Addresses that carry a secret token in the path: never leak it as a Referer, never index it.
const TOKEN_PREFIXES = ["/invite/", "/login/reset", "/signup/confirm/"];

/** Under a hirer's or payer's page or a shared link: route handlers that write their own HTML and policy. */
export const isHirerPath = (pathname: string) =>
  HIRER_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
const underTokenPath = (pathname: string) =>
  isHirerPath(pathname) || TOKEN_PREFIXES.some((p) => pathname.startsWith(p));

/**
 * What every response of a hirer's or payer's page or a shared link carries (contract section
 * 11), errors included: kept by no cache, sent as no Referer, indexed by no search engine.
 */
export const PUBLIC_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
  "X-Content-Type-Options": "nosniff",
} as const;

/**
 * The policy of the HTML we write for hirers: only the style and script carrying `nonce`, nothing
 * fetched but our images; `connect` lets the page's script send to us (the self-inspection's uploads).
 */
export const publicPagePolicy = (nonce: string, options: { connect?: boolean } = {}) =>
  `default-src 'none'; img-src 'self' data:; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; ${options.connect ? "connect-src 'self'; " : ""}form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/** A fresh nonce for one response's scripts (and the hirer's pages' style). */
export const newNonce = () => randomBytes(16).toString("base64");

/**
 * The policy. With a `nonce` (a page Next.js renders): the scripts carrying it run, and
 * whatever they load ('strict-dynamic'); without one (API answers, files, plain pages): no
 * inline script at all. Development adds eval (React's debugging) and the reload socket.
 */
export function contentSecurityPolicy(options: { dev: boolean; nonce?: string }): string {
  const scripts = [
    "'self'",
    ...(options.nonce ? [`'nonce-${options.nonce}'`, "'strict-dynamic'"] : []),
    ...(options.dev ? ["'unsafe-eval'"] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${options.dev ? " ws: wss:" : ""}`,
    // The service worker (/serwist/sw.js): our own script, whatever the page's nonce.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Header name -> value for a response to `pathname`. */
export function securityHeaders(
  pathname: string,
  options: { dev: boolean; appUrl: string },
): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy({ dev: options.dev }),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
  if (underTokenPath(pathname)) Object.assign(headers, PUBLIC_PAGE_HEADERS);
  // Private by default: only the public reference pages and static files may be cached.
  if (!PUBLIC_PREFIXES.some((p) => pathname.startsWith(p))) headers["Cache-Control"] = "no-store";
  if (!options.dev && options.appUrl.startsWith("https://"))
    headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/** Adds `defaults` to `res` when its headers are written, each only where the route set none of that name. */
export function withDefaultHeaders(res: ServerResponse, defaults: Record<string, string>): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const patched = (...args: unknown[]): ServerResponse => {
    const given = args.find(
      (a): a is OutgoingHttpHeaders => typeof a === "object" && a !== null && !Array.isArray(a),
    );
    const givenNames = new Set(Object.keys(given ?? {}).map((name) => name.toLowerCase()));
    for (const [name, value] of Object.entries(defaults)) {
      if (!res.hasHeader(name) && !givenNames.has(name.toLowerCase())) res.setHeader(name, value);
    }
    return writeHead(...args);
  };
  res.writeHead = patched;
}
