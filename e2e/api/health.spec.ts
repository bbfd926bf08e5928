import { expect, test } from "@playwright/test";

test("the tRPC endpoint refuses a signed-out caller with 401", async ({ request }) => {
  const response = await request.get("/api/trpc/account.me");
  expect(response.status()).toBe(401);
});

test("/api/health answers ok and /api/ready reports the database, migrations and the job queue's tables", async ({
  request,
}) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  const ready = await request.get("/api/ready");
  expect(ready.status()).toBe(200);
  expect(ready.headers()["content-type"]).toContain("application/json");
  expect(await ready.json()).toEqual({
    status: "ready",
    checks: { database: true, migrations: true, jobs: true },
  });
});
