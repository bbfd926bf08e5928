// The demo company starts with something to explore: its dashboard, fleet (AA19 MOT's MOT run
// out), hirers (one with penalty points), a hire out on the road and its signed-off report,
// with 50 credits still to spend; axe passes at a phone's and a desktop's width (screenshots
// with E2E_SCREENSHOTS=1).
import { expect, test } from "@playwright/test";
import { expectGoodAtBothWidths } from "../axe";
import { activitySection, logIn } from "../helpers";

test("the demo login opens a fleet with vehicles, hirers, a hire out and a signed-off report", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, "demo@kerbside.test", "kerbside-demo");
  const main = page.getByRole("main");

  await expect(page.getByRole("heading", { level: 1, name: "Demo Fleet Hire" })).toBeVisible();
  await expect(page.getByTestId("credit-balance")).toHaveText("50");
  // Nobody has made a report as the demo Owner yet: a first visit.
  await expect(main.getByText("Welcome, Demo", { exact: true })).toBeVisible();
  await expect(main).toContainText("AA19 MOT");
  await expectGoodAtBothWidths(page, "demo-dashboard", () =>
    expect(page.getByTestId("credit-balance")).toHaveText("50"),
  );

  await page.goto("/vehicles");
  const vehicles = page.getByTestId("vehicle-row");
  await expect(vehicles).toHaveCount(3);
  await expect(vehicles.filter({ hasText: "AA19 MOT" })).toContainText("MOT expired");
  await expect(vehicles.filter({ hasText: "AA19 DSL" })).not.toContainText("MOT expired");
  await expect(vehicles.filter({ hasText: "AA19 AAA" })).toBeVisible();
  await expectGoodAtBothWidths(page, "demo-vehicles", () =>
    expect(main.getByText("MOT expired").filter({ visible: true }).first()).toBeVisible(),
  );

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/customers");
  const hirers = page.getByTestId("customer-row");
  await expect(hirers).toHaveCount(2);
  await expect(hirers.filter({ hasText: "Oliver Patel" })).toContainText("Penalty points");
  await expect(hirers.filter({ hasText: "Amelia Morgan" })).toContainText("OK to hire");
  await expectGoodAtBothWidths(page, "demo-customers", () =>
    expect(main.getByText("Oliver Patel").filter({ visible: true }).first()).toBeVisible(),
  );

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/agreements");
  const hire = page.getByTestId("agreement-row");
  await expect(hire).toHaveCount(1);
  await expect(hire).toContainText("BK-1001");
  await expect(hire).toContainText("Out on hire");
  await hire.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Agreement BK-1001" })).toBeVisible();
  await expect(main).toContainText("Amelia Morgan");
  await expect(main).toContainText("£45.00");
  const activity = await activitySection(page);
  await expect(
    activity.getByTestId("activity-row").filter({ hasText: "handed over" }),
  ).toContainText(/Status\s*Signed\s*Out on hire/);
  await expectGoodAtBothWidths(page, "demo-agreement", async () => {
    await activitySection(page);
    await expect(activity.getByTestId("activity-row").first()).toBeVisible();
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/reports");
  const report = page.getByTestId("report-row");
  await expect(report).toHaveCount(1);
  await expect(report).toContainText("AA19 DSL");
  await expect(report).toContainText("Signed off");
  await report.getByRole("link").first().click();
  await expect(main).toContainText(/minor scratch, rear bumper/i);
  await expectGoodAtBothWidths(page, "demo-report", () =>
    expect(main).toContainText(/minor scratch/i),
  );
});
