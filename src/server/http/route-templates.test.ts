import { describe, expect, it } from "vitest";
import { NO_ROUTE, routeTemplates } from "./route-templates";

// App paths as the build's manifest (and src/app) name them.
const route = routeTemplates([
  "/page",
  "/(app)/reports/page",
  "/(app)/reports/new/page",
  "/(app)/reports/[id]/page",
  "/(auth)/signup/confirm/[token]/page",
  "/api/trpc/[trpc]/route",
  "/api/auth/[...nextauth]/route",
  "/sign/route",
  "/sign/[token]/route",
  "/sign/[token]/pdf/route",
  "/sign/[token]/[...rest]/route",
  "/docs/[[...section]]/page",
  "/icon.svg/route",
  "/_not-found/page",
]);

describe("route templates", () => {
  it("names a page by its template, never by the ids or tokens in its path", () => {
    expect(route("/")).toBe("/");
    expect(route("/reports")).toBe("/reports");
    expect(route("/reports/rep_01jd8x3m5kf3v9w2q7r4t6y8z0")).toBe("/reports/{id}");
    expect(route("/signup/confirm/abc123")).toBe("/signup/confirm/{token}");
    expect(route("/api/trpc/reports.list,reports.get")).toBe("/api/trpc/{trpc}");
    expect(route("/icon.svg")).toBe("/icon.svg");
  });

  it("prefers a fixed segment to a parameter, and a parameter to a catch-all", () => {
    expect(route("/reports/new")).toBe("/reports/new");
    expect(route("/sign")).toBe("/sign");
    expect(route("/sign/secret-token")).toBe("/sign/{token}");
    expect(route("/sign/secret-token/pdf")).toBe("/sign/{token}/pdf");
    expect(route("/sign/secret-token/accept/now")).toBe("/sign/{token}/{rest}");
    expect(route("/api/auth/callback/credentials")).toBe("/api/auth/{nextauth}");
    expect(route("/docs")).toBe("/docs/{section}");
    expect(route("/docs/webhooks/signing")).toBe("/docs/{section}");
  });

  it("gives every other path one route: Next.js's own files, and anything unknown", () => {
    expect(route("/_next/static/chunks/app-1234.js")).toBe("/_next/*");
    expect(route("/_not-found")).toBe(NO_ROUTE);
    expect(route("/reports/rep_1/extra")).toBe(NO_ROUTE);
    expect(route("/reports/")).toBe(NO_ROUTE);
    expect(route("/wp-login.php")).toBe(NO_ROUTE);
    expect(route("/api/auth")).toBe(NO_ROUTE);
  });
});
