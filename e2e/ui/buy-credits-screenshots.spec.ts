// Screenshots of the sandbox checkout page and the Billing page after a purchase, at
// 390x844 and 1440x900, for a person to look at (E2E_SCREENSHOTS=1; e2e/screenshots/).
import { expect, test } from "@playwright/test";
import { signUp } from "../helpers";

test.skip(!process.env.E2E_SCREENSHOTS, "set E2E_SCREENSHOTS=1 to take screenshots");

test("checkout and billing after a purchase", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { company: "Knaresborough Coaches" });
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const vrm of ["AA19AAA", "AA19EEE", "AB21XYZ", "AB21XYY", "AB21XYW", "AB21XYV"]) {
    expect(
      (
        await page.request.post("/api/trpc/reports.create", { data: { vrm, type: "outbound" } })
      ).status(),
    ).toBe(200);
  }
  await page.goto("/billing");
  await page.getByRole("button", { name: "Buy 50 credits" }).click();
  await page.screenshot({ path: "e2e/screenshots/credits-confirm-1440.png" });
  await page.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sandbox checkout");
  const checkout = page.url();
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(checkout);
    await page.screenshot({
      path: `e2e/screenshots/credits-checkout-${width}.png`,
      fullPage: true,
    });
  }
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment received");
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(checkout);
    await page.screenshot({
      path: `e2e/screenshots/credits-checkout-paid-${width}.png`,
      fullPage: true,
    });
  }
  await page.getByRole("link", { name: "Back to Kerbside" }).click();
  await expect(page.getByTestId("purchase-return")).toContainText("Payment received");
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.reload();
    await expect(page.getByTestId("billing-balance")).toContainText("54 credits");
    await page.screenshot({ path: `e2e/screenshots/credits-billing-${width}.png`, fullPage: true });
  }
  // Low balance: a new company spends down to 4 credits and sees the banner on the dashboard.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { company: "Low Balance Ltd" });
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const vrm of ["AA19AAA", "AA19EEE", "AB21XYZ", "AB21XYY", "AB21XYW", "AB21XYV"]) {
    expect(
      (
        await page.request.post("/api/trpc/reports.create", { data: { vrm, type: "outbound" } })
      ).status(),
    ).toBe(200);
  }
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/dashboard");
    await expect(page.getByTestId("low-balance-banner")).toContainText("4 left");
    await page.screenshot({ path: `e2e/screenshots/credits-low-balance-${width}.png` });
  }
});
