// The proxy in front of Next.js's pages: a fresh nonce per page, in the policy Next.js reads
// from the request and in the one the browser gets; the staff areas need a session; the
// hirer's pages keep their own policy; the API and static files never pass through it.
import { encode } from "next-auth/jwt";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextFetchEvent } from "next/dist/server/web/spec-extension/fetch-event";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import proxy, { config } from "~/proxy";

async function visit(path: string, cookie?: string) {
  const request = new NextRequest(`http://localhost:3000${path}`, {
    headers: cookie ? { cookie } : {},
  });
  const response = await proxy(
    request,
    new NextFetchEvent({ request, page: path, context: undefined }),
  );
  if (!response) throw new Error(`the proxy answered nothing for ${path}`);
  return response;
}

/** The nonce of a policy's script-src. */
const nonceOf = (policy: string | null) =>
  /script-src [^;]*'nonce-([^']+)'/.exec(policy ?? "")?.[1];

describe("proxy", () => {
  it("gives every page its own nonce, on the request for Next.js and on the response for the browser", async () => {
    const first = await visit("/login");
    const policy = first.headers.get("content-security-policy");
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    // What the page is rendered with: NextResponse.next passes request headers this way.
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(first.headers.get("x-middleware-request-x-nonce")).toBe(nonce);

    const second = await visit("/login");
    expect(nonceOf(second.headers.get("content-security-policy"))).not.toBe(nonce);
  });

  it("sends a staff area without a session to log in, and gives one with a session its nonce", async () => {
    const anonymous = await visit("/settings/terms");
    expect(anonymous.status).toBe(307);
    expect(anonymous.headers.get("location")).toBe(
      "http://localhost:3000/login?callbackUrl=%2Fsettings%2Fterms",
    );

    const token = await encode({
      token: { sub: "usr_1", email: "owner@example.test" },
      secret: process.env.NEXTAUTH_SECRET ?? "",
    });
    const signedIn = await visit("/settings/terms", `next-auth.session-token=${token}`);
    expect(signedIn.status).toBe(200);
    expect(nonceOf(signedIn.headers.get("content-security-policy"))).toBeDefined();
    expect(nonceOf(signedIn.headers.get("x-middleware-request-content-security-policy"))).toBe(
      signedIn.headers.get("x-middleware-request-x-nonce"),
    );
  });

  it("leaves the hirer's and payer's pages their own policy", async () => {
    for (const path of ["/sign/abc", "/sign", "/checkout/abc", "/r/abc"]) {
      const response = await visit(path);
      expect(response.headers.get("content-security-policy"), path).toBeNull();
      expect(response.headers.get("x-middleware-request-x-nonce"), path).toBeNull();
    }
  });

  it("runs for every page, not for the API or static files", () => {
    const runs = (path: string) => unstable_doesMiddlewareMatch({ config, url: path });
    for (const path of [
      "/",
      "/login",
      "/signup",
      "/dashboard",
      "/reports/rep_1",
      "/docs",
      "/problems/not_found",
      "/no-such-page",
    ]) {
      expect(runs(path), path).toBe(true);
    }
    for (const path of [
      "/api/trpc/account.me",
      "/api/v1/reports",
      "/_next/static/chunks/app.js",
      "/favicon.ico",
      "/icon.svg",
    ]) {
      expect(runs(path), path).toBe(false);
    }
  });
});
