import { expect, test } from "@playwright/test";
import http from "node:http";
import { baseURL } from "../../playwright.config";

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

test("a kept-alive connection idle longer than Node's default 5 s still takes the next request", async () => {
  // One connection, reused: a client's pool (or a load balancer) sends the second request down
  // the first one's connection after 6 s of quiet, and gets its answer, not a reset.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const request = http.get(`${baseURL}/api/health`, { agent }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }),
        );
      });
      request.on("error", reject);
    });
  try {
    expect(await get()).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await get()).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});
