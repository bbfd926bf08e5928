// 60 requests a minute per key (or the company's own limit): headers on every
// response, and the 61st answers 429 with Retry-After and does nothing.
import { describe, expect, it } from "vitest";
import { apiCompany, call, problemOf } from "./http";

describe("rate limit", () => {
  it("counts down on every response and refuses the 61st request in a minute", async () => {
    const { key } = await apiCompany();
    const first = await call("GET", "/credits", { key });
    expect(first.headers.get("ratelimit-policy")).toBe('"default";q=60;w=60');
    expect(first.headers.get("ratelimit-limit")).toBe("60");
    expect(first.headers.get("ratelimit-remaining")).toBe("59");
    expect(first.headers.get("ratelimit")).toMatch(/^"default";r=59;t=\d+$/);
    expect(Number(first.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    for (let i = 2; i <= 60; i++) {
      const response = await call(i % 2 ? "GET" : "PATCH", i % 3 ? "/credits" : "/nowhere", {
        key,
      });
      expect(response.status).not.toBe(429);
      expect(response.headers.get("ratelimit-remaining")).toBe(String(60 - i));
    }
    const refused = await call("GET", "/credits", { key });
    const problem = await problemOf(refused, 429);
    expect(problem.code).toBe("rate_limited");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
  });

  it("keeps one budget per company, so another company is not affected", async () => {
    const busy = await apiCompany({ rateLimit: 2 });
    const other = await apiCompany({ rateLimit: 2 });
    await call("GET", "/credits", { key: busy.key });
    await call("GET", "/credits", { key: busy.key });
    await problemOf(await call("GET", "/credits", { key: busy.key }), 429);
    expect((await call("GET", "/credits", { key: other.key })).status).toBe(200);
  });

  it("uses the company's own limit when an operator raised it", async () => {
    const { key } = await apiCompany({ rateLimit: 500 });
    const response = await call("GET", "/credits", { key });
    expect(response.headers.get("ratelimit-policy")).toBe('"default";q=500;w=60');
    expect(response.headers.get("ratelimit-remaining")).toBe("499");
  });
});
