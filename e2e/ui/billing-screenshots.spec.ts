// Screenshots of the Billing page at phone and desktop widths, for a person to look at
// (E2E_SCREENSHOTS=1; written to e2e/screenshots/, which git ignores).
import { expect, test } from "@playwright/test";
import { signUp } from "../helpers";

test.skip(!process.env.E2E_SCREENSHOTS, "set E2E_SCREENSHOTS=1 to take screenshots");

test("billing page with a grant and charges", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { company: "Wetherby Wheels" });
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const vrm of ["AA19AAA", "AA19EEE", "AB21XYZ"]) {
    expect(
      (
        await page.request.post("/api/trpc/reports.create", { data: { vrm, type: "outbound" } })
      ).status(),
    ).toBe(200);
  }
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto("/billing");
    await expect(page.getByText("Free credits on sign-up").filter({ visible: true })).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/h6-billing-${width}.png`, fullPage: true });
    await page.goto("/billing?kind=refund");
    await expect(
      page.getByRole("heading", { name: "No entries match these filters" }),
    ).toBeVisible();
    await page.screenshot({
      path: `e2e/screenshots/h6-billing-empty-${width}.png`,
      fullPage: true,
    });
  }
});
