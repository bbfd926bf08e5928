// An address that leads nowhere answers 404, with a page that says so and offers the way back.
import { expect, test } from "@playwright/test";
import { signUp } from "../helpers";

test("missing pages and unknown ids answer 404 with a readable page", async ({ page }) => {
  await signUp(page, { company: "Missing Things Hire" });
  await page.waitForURL(/\/dashboard$/);
  const missing = [
    { path: "/vehicles/veh_01jzzzzzzzzzzzzzzzzzzzzzzz", heading: "Vehicle not found" },
    { path: "/reports/rep_01jzzzzzzzzzzzzzzzzzzzzzzz", heading: "Report not found" },
    { path: "/customers/cus_01jzzzzzzzzzzzzzzzzzzzzzzz", heading: "Customer not found" },
    { path: "/agreements/agr_01jzzzzzzzzzzzzzzzzzzzzzzz", heading: "Agreement not found" },
    { path: "/no-such-page", heading: null },
  ];
  for (const { path, heading } of missing) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    if (heading) await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
});

test("a page address with a parameter Kerbside never gave out shows the page or its 404, never a server error", async ({
  page,
}) => {
  await signUp(page, { company: "Garbled Links Hire" });
  await page.waitForURL(/\/dashboard$/);
  const email = await page.goto("/email?cursor=garbage");
  expect(email?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Sent email" })).toBeVisible();
  const tooLong = "x".repeat(101);
  for (const { path, heading } of [
    { path: `/vehicles/${tooLong}`, heading: "Vehicle not found" },
    { path: `/tickets/${tooLong}`, heading: "Ticket not found" },
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
});
