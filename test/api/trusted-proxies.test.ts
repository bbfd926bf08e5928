// Behind a configured proxy, the allow-list sees the client's address from
// X-Forwarded-For; from anyone else, X-Forwarded-For is ignored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "~/env";
import { apiCompany, call, problemOf } from "./http";

// As if the operator had set TRUSTED_PROXIES=10.0.0.0/8 (the configuration is read once, at start).
const configured = env.TRUSTED_PROXIES;
beforeAll(() => {
  env.TRUSTED_PROXIES = ["10.0.0.0/8"];
});
afterAll(() => {
  env.TRUSTED_PROXIES = configured;
});

describe("IP allow-list behind trusted proxies", () => {
  it("believes X-Forwarded-For from a trusted proxy only", async () => {
    const { key } = await apiCompany({ ipAllowList: ["203.0.113.0/24"] });
    const viaProxy = await call("GET", "/credits", {
      key,
      ip: "10.1.2.3",
      headers: { "X-Forwarded-For": "203.0.113.50, 10.9.9.9" },
    });
    expect(viaProxy.status).toBe(200);

    const spoofed = await call("GET", "/credits", {
      key,
      ip: "198.51.100.7",
      headers: { "X-Forwarded-For": "203.0.113.50" },
    });
    expect((await problemOf(spoofed, 403)).code).toBe("ip_not_allowed");

    const outsider = await call("GET", "/credits", {
      key,
      ip: "10.1.2.3",
      headers: { "X-Forwarded-For": "198.51.100.7" },
    });
    const problem = await problemOf(outsider, 403);
    expect(problem.code).toBe("ip_not_allowed");
    expect(problem.detail).toContain("198.51.100.7");
  });
});
