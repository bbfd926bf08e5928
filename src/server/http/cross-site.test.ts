import { describe, expect, it } from "vitest";
import { crossSiteError } from "./cross-site";

const APP_URL = "https://app.kerbside.test";
const check = (method: string, path: string, headers: Record<string, string>) =>
  crossSiteError(method, new URL(path, APP_URL), new Headers(headers), APP_URL)?.status ?? 200;

describe("crossSiteError", () => {
  it("refuses state-changing requests to cookie paths from another site", () => {
    expect(
      check("POST", "/api/trpc/settings.team.invite", { "sec-fetch-site": "cross-site" }),
    ).toBe(403);
    expect(check("POST", "/api/trpc/settings.team.invite", { "sec-fetch-site": "same-site" })).toBe(
      403,
    );
    expect(check("DELETE", "/api/app/media/med_1", { origin: "https://evil.example" })).toBe(403);
    expect(check("POST", "/api/company/logo", { origin: "null" })).toBe(403);
  });

  it("lets our own pages, non-browser clients and other paths through", () => {
    expect(
      check("POST", "/api/trpc/settings.team.invite", {
        "sec-fetch-site": "same-origin",
        origin: APP_URL,
      }),
    ).toBe(200);
    expect(check("POST", "/api/trpc/settings.team.invite", { origin: APP_URL })).toBe(200);
    expect(
      check("POST", "/api/trpc/settings.team.invite", {
        origin: "http://localhost:3000",
        host: "localhost:3000",
      }),
    ).toBe(200);
    expect(check("POST", "/api/trpc/settings.team.invite", {})).toBe(200);
    expect(check("GET", "/api/trpc/account.me", { "sec-fetch-site": "cross-site" })).toBe(200);
    expect(check("POST", "/api/v1/reports", { origin: "https://evil.example" })).toBe(200);
    expect(check("POST", "/sign/tok", { "sec-fetch-site": "cross-site" })).toBe(200);
  });
});
