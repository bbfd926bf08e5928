import { expect, test } from "@playwright/test";

test("the tRPC endpoint refuses a signed-out caller with 401", async ({ request }) => {
  const response = await request.get("/api/trpc/company.me");
  expect(response.status()).toBe(401);
});
