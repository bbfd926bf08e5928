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
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(found, `axe on ${label}`).toEqual([]);
}
