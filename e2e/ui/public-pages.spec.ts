// The public reference pages (API docs, webhook guide, problem pages) fit a phone and pass
// axe; API Access, with its code blocks, passes axe too.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../axe";
import { signUp } from "../helpers";

const PUBLIC_PAGES = [
  "/docs",
  "/docs/reference/reports",
  "/docs/reference/models",
  "/docs/webhooks",
  "/problems",
  "/problems/rate_limited",
  "/problems/invalid_request",
];

async function expectNoSidewaysScroll(page: Page, label: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page, `${label} is wider than the screen`).toBeLessThanOrEqual(widths.viewport);
}

for (const width of [375, 1440]) {
  for (const path of PUBLIC_PAGES) {
    test(`${path} fits ${width} px and passes axe`, async ({ page }) => {
      // The models page lists every shape: axe takes a while on a page that long.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expectNoSidewaysScroll(page, path);
      await expectNoAxeViolations(page, `${path} at ${width} px`);
    });
  }
}

test("API Access, with a new key and its quick start, passes axe on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 844 });
  await signUp(page, { company: "Axe Hire" });
  await page.waitForURL(/\/dashboard$/);
  await page.goto("/settings/api");
  await page.getByRole("switch", { name: "Allow API access" }).click();
  await page.getByRole("button", { name: "Generate key" }).click();
  await page.getByTestId("new-api-key").waitFor();
  await expectNoSidewaysScroll(page, "/settings/api");
  await expectNoAxeViolations(page, "API Access");
});
