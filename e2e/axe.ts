// axe-core's WCAG 2.2 A and AA rules on the current page: every violation is named.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export async function expectNoAxeViolations(page: Page, label: string) {
  // The page as a person meets it once it has settled: Next streams a dynamic page's <title>
  // after its body, and a toast fading in or out is half transparent for a moment.
  await expect(page).toHaveTitle(/\S/);
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-sonner-toast]")].every(
      (t) => getComputedStyle(t).opacity === "1",
    ),
  );
  // A sticky bar (a step's Back / Next at the foot of a phone's screen) covers whatever scrolls
  // under it at that moment, and axe's target-size then counts the half-covered control below it
  // as a small target: which control that is depends only on where the page happens to stand.
  // The scan sees sticky bars in their place in the flow; the page is put back after.
  const unstuck = await page.evaluate(() => {
    const sticky = [...document.querySelectorAll<HTMLElement>("body *")].filter(
      (e) => getComputedStyle(e).position === "sticky",
    );
    for (const e of sticky) e.dataset.axeUnstuck = e.style.position || "-";
    for (const e of sticky) e.style.position = "static";
    return sticky.length;
  });
  // Still the settled page (a client navigation can be arriving, its <title> not yet there).
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  if (unstuck > 0)
    await page.evaluate(() => {
      for (const e of document.querySelectorAll<HTMLElement>("[data-axe-unstuck]")) {
        const was = e.dataset.axeUnstuck;
        e.style.position = was === "-" ? "" : (was ?? "");
        delete e.dataset.axeUnstuck;
      }
    });
  const found = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(found, `axe on ${label}`).toEqual([]);
}

/**
 * The page as a phone (390x844) and a desk (1440x900) show it: reloaded at each size, `ready`
 * waits for what must be there, axe checks it, and with E2E_SCREENSHOTS set a full-page
 * screenshot goes to e2e/screenshots/<name>-<width>.png.
 */
export async function expectGoodAtBothWidths(
  page: Page,
  name: string,
  ready: () => Promise<void>,
): Promise<void> {
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.reload();
    await ready();
    await expectNoAxeViolations(page, `${name} at ${width}`);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
  }
}
