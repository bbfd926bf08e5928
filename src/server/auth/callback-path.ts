// Where the log-in page may send the browser after a good log-in: a path on this site only.
const HOME = "/dashboard";

/**
 * `callbackUrl` parsed as a URL against the public origin (APP_URL): a path or an absolute URL of
 * that origin gives its path, query and hash; anything else (`//other.example/x`,
 * `/\other.example/x`, `javascript:`, another origin) gives the dashboard.
 */
export function safeCallbackPath(raw: string | undefined, origin: string): string {
  if (!raw) return HOME;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return HOME;
  }
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith("//")) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
