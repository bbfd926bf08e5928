import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce, securityHeaders } from "./security-headers";

const scriptSrc = (policy: string | undefined) =>
  policy?.split("; ").find((d) => d.startsWith("script-src"));

describe("securityHeaders", () => {
  it("shuts framing, sniffing, inline scripts and caching of private pages", () => {
    const headers = securityHeaders("/reports/rep_1", {
      dev: false,
      appUrl: "http://localhost:3000",
    });
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(headers["Content-Security-Policy"]).not.toContain("unsafe-eval");
    expect(scriptSrc(headers["Content-Security-Policy"])).toBe("script-src 'self'");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Cache-Control"]).toBe("no-store");
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
  });

  it("keeps tokens in hirer links out of Referer, lets public docs be cached, and sends HSTS over https", () => {
    for (const path of [
      "/sign/abc",
      "/invite/abc",
      "/login/reset?token=abc",
      "/signup/confirm/abc",
    ]) {
      expect(
        securityHeaders(path, { dev: false, appUrl: "https://app.example" })["Referrer-Policy"],
        path,
      ).toBe("no-referrer");
    }
    expect(
      securityHeaders("/signup", { dev: false, appUrl: "https://app.example" })["Referrer-Policy"],
    ).toBe("strict-origin-when-cross-origin");
    expect(
      securityHeaders("/docs", { dev: false, appUrl: "https://app.example" })["Cache-Control"],
    ).toBeUndefined();
    expect(
      securityHeaders("/docs", { dev: false, appUrl: "https://app.example" })[
        "Strict-Transport-Security"
      ],
    ).toContain("max-age=");
  });
});

describe("contentSecurityPolicy", () => {
  it("runs a page's scripts by its nonce and what they load, never inline script without it", () => {
    const policy = contentSecurityPolicy({ dev: false, nonce: "bm9uY2U=" });
    expect(scriptSrc(policy)).toBe("script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("worker-src 'self';");
  });

  it("allows eval and the reload socket in development only", () => {
    expect(scriptSrc(contentSecurityPolicy({ dev: true, nonce: "bm9uY2U=" }))).toBe(
      "script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic' 'unsafe-eval'",
    );
    expect(contentSecurityPolicy({ dev: true })).toContain("connect-src 'self' ws: wss:");
    expect(contentSecurityPolicy({ dev: false, nonce: "bm9uY2U=" })).not.toContain("unsafe-eval");
  });

  it("makes a new 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
