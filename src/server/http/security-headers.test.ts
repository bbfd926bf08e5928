import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

describe("securityHeaders", () => {
  it("shuts framing, sniffing and caching of private pages", () => {
    const headers = securityHeaders("/reports/rep_1", { dev: false, appUrl: "http://localhost:3000" });
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(headers["Content-Security-Policy"]).not.toContain("unsafe-eval");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Cache-Control"]).toBe("no-store");
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
  });

  it("keeps tokens in hirer links out of Referer, lets public docs be cached, and sends HSTS over https", () => {
    for (const path of ["/sign/abc", "/invite/abc", "/login/reset?token=abc", "/signup/confirm/abc"]) {
      expect(securityHeaders(path, { dev: false, appUrl: "https://app.example" })["Referrer-Policy"], path).toBe("no-referrer");
    }
    expect(securityHeaders("/signup", { dev: false, appUrl: "https://app.example" })["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(securityHeaders("/docs", { dev: false, appUrl: "https://app.example" })["Cache-Control"]).toBeUndefined();
    expect(securityHeaders("/docs", { dev: false, appUrl: "https://app.example" })["Strict-Transport-Security"]).toContain("max-age=");
  });
});
