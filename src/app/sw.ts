// The service worker (Serwist), built by the route src/app/serwist/[path]/route.ts and served
// at /serwist/sw.js with scope "/". What it keeps:
// - the app's built files (/_next/static, hashed, precached at install) and the manifest's icons;
// - the pages of the inspection flow, /reports/rep_... and its /sync screen (fetched with it),
//   network first (a fresh copy whenever there is signal), stored under the address without
//   its ?step=, so a report opened once opens again with no signal at any step;
// - nothing else: no API answer (/api/*: what the phone changed lives in IndexedDB, see
//   components/offline), no hirer or payer page (/sign, /checkout, /r, /inspect, /charges), which
//   it never answers at all. Other staff pages opened with no signal get a short offline page.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistPlugin,
} from "serwist";

declare const self: {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

const REPORT_PAGE = /^\/reports\/rep_[0-9a-z]+(\/sync)?$/;
const STAFF_AREAS = [
  "/dashboard",
  "/reports",
  "/vehicles",
  "/customers",
  "/agreements",
  "/damage-charges",
  "/fines",
  "/tickets",
  "/billing",
  "/settings",
  "/team",
  "/email",
];
const DAY = 24 * 60 * 60;

/** One stored copy per report page, whatever its ?step; only a page really served (no redirect to log in, no error). */
const onePerReport: SerwistPlugin = {
  cacheKeyWillBeUsed: ({ request }) => {
    const url = new URL(request.url);
    return Promise.resolve(`${url.origin}${url.pathname}`);
  },
  cacheWillUpdate: ({ response }) =>
    Promise.resolve(response.ok && !response.redirected ? response : null),
  // A report stored comes with its sync screen, of the same build, which must open offline too.
  cacheDidUpdate: async ({ cacheName, request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith("/sync")) return;
    const sync = `${url.origin}${url.pathname}/sync`;
    const cache = await caches.open(cacheName);
    const response = await fetch(sync, { credentials: "same-origin" }).catch(() => null);
    if (response?.ok && !response.redirected) await cache.put(sync, response);
  },
};

const OFFLINE_PAGE = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline · Kerbside</title></head><body style="font-family:system-ui,sans-serif;margin:2rem;max-width:32rem;color:#0f172a"><h1 style="font-size:1.5rem">You are offline</h1><p>This page has not been opened on this phone with signal, so it cannot be shown now.</p><p>Reports you opened before still open, and what you record in them is kept on this phone until it uploads.</p><p><a href="/reports">Reports</a></p></body></html>`;

const offlinePage: SerwistPlugin = {
  handlerDidError: () =>
    Promise.resolve(
      new Response(OFFLINE_PAGE, {
        status: 503,
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
      }),
    ),
};

const navigation = (request: Request) => request.mode === "navigate";

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && navigation(request) && REPORT_PAGE.test(url.pathname),
      handler: new NetworkFirst({
        cacheName: "kerbside-inspections",
        networkTimeoutSeconds: 6,
        plugins: [onePerReport, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({
        cacheName: "kerbside-static",
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) =>
        sameOrigin &&
        (url.pathname.startsWith("/icons/") ||
          url.pathname === "/icon.svg" ||
          url.pathname === "/manifest.webmanifest"),
      handler: new NetworkFirst({ cacheName: "kerbside-app", networkTimeoutSeconds: 3 }),
    },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin &&
        navigation(request) &&
        STAFF_AREAS.some((a) => url.pathname === a || url.pathname.startsWith(`${a}/`)),
      handler: new NetworkOnly({ plugins: [offlinePage] }),
    },
  ],
});

serwist.addEventListeners();
