// Cross-site request forgery: a page on another site can make the browser send a POST with
// the staff member's cookie. Every state-changing request to a cookie-authenticated path
// must come from our own pages: `Sec-Fetch-Site` (set by the browser, never by a page) must
// say same-origin, or, from a browser without it, `Origin` must be APP_URL's or the Host's. A request with neither
// header comes from no browser (curl, a server) and cannot carry a victim's cookie unasked.
// The public API (API key), Stripe's signed webhook and the hirer's token pages are not
// cookie-authenticated and are left alone; next-auth's own forms carry its CSRF token.
import { AppError } from "../errors";

const COOKIE_PATHS = ["/api/trpc/", "/api/app/", "/api/company/"];
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Why this request must be refused as cross-site, or null when it may go on. */
export function crossSiteError(
  method: string,
  url: URL,
  headers: { get(name: string): string | null },
  appUrl: string,
): AppError | null {
  if (SAFE_METHODS.has(method) || !COOKIE_PATHS.some((prefix) => url.pathname.startsWith(prefix)))
    return null;
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none" ? null : refusal();
  const origin = headers.get("origin");
  if (origin === null) return null;
  const host = headers.get("host");
  return origin === new URL(appUrl).origin ||
    (host !== null && origin.replace(/^https?:\/\//, "") === host)
    ? null
    : refusal();
}

function refusal(): AppError {
  return new AppError(
    "forbidden",
    "This request came from another website, so it was refused. Use Kerbside's own pages to make changes.",
  );
}
