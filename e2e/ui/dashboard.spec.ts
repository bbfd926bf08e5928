// The live dashboard: reports to resume and to sign off, the balance with its warning,
// and getting-started steps that tick themselves; seen at phone and desktop widths.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../axe";
import { signUp } from "../helpers";
import { preparedReport } from "../reports-app-api";

const shoot = async (page: Page, name: string) => {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({
      path: `e2e/screenshots/dashboard-${name}-${width}.png`,
      fullPage: true,
    });
  }
};

const step = (page: Page, name: string) => page.locator(`[data-step="${name}"]`);

test("the dashboard follows the company's work: empty, then reports to resume and sign off, a low balance, ticked steps", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { company: "Live Board Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);

  // Empty: a way to start, nothing waiting, every step to do.
  await expect(page.getByTestId("in-progress-heading")).toContainText("In progress (0)");
  await expect(
    page.getByTestId("in-progress-heading").getByRole("link", { name: "Start a report" }),
  ).toHaveAttribute("href", "/reports/new");
  await expect(page.getByTestId("awaiting-heading")).toContainText("Nothing waiting");
  await expect(page.getByTestId("getting-started")).toContainText("0 of 6 done");
  await expect(page.getByTestId("low-balance")).toHaveCount(0);
  await expectNoAxeViolations(page, "empty dashboard");
  await shoot(page, "empty");

  // A draft and a completed report; six more spent take the balance below the threshold of 5.
  const draft = await preparedReport(page, { vrm: "AA19AAA", type: "outbound", complete: false });
  const completed = await preparedReport(page, {
    vrm: "AA19EEE",
    type: "outbound",
    complete: true,
  });
  for (let i = 0; i < 4; i++)
    await preparedReport(page, { vrm: `AB${20 + i}CDE`, type: "general", complete: false });
  await page.reload();

  await expect(page.getByTestId("in-progress-heading")).toContainText("In progress (5)");
  await expect(page.getByTestId("awaiting-heading")).toContainText("Awaiting sign-off (1)");
  await expect(
    page.getByTestId("awaiting-heading").getByRole("link", { name: /Sign off/ }),
  ).toHaveAttribute("href", `/reports/${completed}`);
  await expect(
    page.getByTestId("in-progress-heading").getByRole("link", { name: /Resume/ }),
  ).toHaveCount(5);
  await expect(
    page.getByTestId("in-progress-heading").locator(`a[href="/reports/${draft}"]`),
  ).toBeVisible();
  await expect(page.getByTestId("credit-balance")).toHaveText("4");
  await expect(page.getByTestId("low-balance")).toContainText(
    "Running low: fewer than 5 credits left.",
  );
  await expect(step(page, "vehicle")).toHaveAttribute("data-done", "true");
  await expect(step(page, "report")).toHaveAttribute("data-done", "true");
  await expect(step(page, "teammate")).toHaveAttribute("data-done", "false");
  await expect(page.getByTestId("getting-started")).toContainText("2 of 6 done");
  await expectNoAxeViolations(page, "busy dashboard");
  await shoot(page, "busy");

  // Resume goes to the report.
  await page.getByTestId("in-progress-heading").locator(`a[href="/reports/${draft}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${draft}$`));
});
