// Screenshots of the API pages at phone and desktop widths, for a person to look at
// (e2e/screenshots/, not committed).
import { test } from "@playwright/test";
import { signUp } from "../helpers";

for (const width of [375, 1440]) {
  test(`API access, docs and problem pages at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUp(page, { company: "Screenshot Hire" });
    await page.waitForURL(/\/dashboard$/);
    await page.goto("/settings/api");
    await page.getByRole("switch", { name: "Allow API access" }).click();
    await page.getByRole("button", { name: "Generate key" }).click();
    await page.getByTestId("new-api-key").waitFor();
    await page.screenshot({ path: `e2e/screenshots/api-access-${width}.png`, fullPage: true });
    await page.getByRole("button", { name: "Regenerate key" }).click();
    await page.getByRole("alertdialog").waitFor();
    await page.screenshot({ path: `e2e/screenshots/api-access-confirm-${width}.png` });
    await page.keyboard.press("Escape");
    await page.goto("/docs");
    await page.screenshot({ path: `e2e/screenshots/docs-${width}.png` });
    await page.goto("/docs#billing-credits");
    await page.screenshot({ path: `e2e/screenshots/docs-credits-${width}.png` });
    await page.goto("/problems");
    await page.screenshot({ path: `e2e/screenshots/problems-${width}.png`, fullPage: true });
    await page.goto("/problems/rate_limited");
    await page.screenshot({ path: `e2e/screenshots/problem-${width}.png`, fullPage: true });
  });
}
