// Every answer carries the browser protections; private pages and API answers are never cached.
import { expect, test } from "@playwright/test";
import { apiCompany } from "./api-company";

test("pages, API answers and hirer links carry the security headers", async ({ request }) => {
  const { key, session } = await apiCompany();
  const answers = {
    login: await request.get("/login"),
    dashboard: await session.get("/dashboard"),
    api: await request.get("/api/v1/credits", { headers: { authorization: `Bearer ${key}` } }),
    docs: await request.get("/docs"),
    signing: await request.get("/sign/not-a-real-token"),
  };
  for (const [name, response] of Object.entries(answers)) {
    const headers = response.headers();
    expect(headers["x-content-type-options"], name).toBe("nosniff");
    expect(headers["content-security-policy"], name).toContain("frame-ancestors 'none'");
    expect(headers["referrer-policy"], name).toMatch(
      /^(strict-origin-when-cross-origin|no-referrer)$/,
    );
  }
  expect(answers.dashboard.status()).toBe(200);
  expect(answers.dashboard.headers()["cache-control"]).toContain("no-store");
  expect(answers.api.headers()["cache-control"]).toContain("no-store");
  expect(answers.signing.headers()["referrer-policy"]).toBe("no-referrer");
});
