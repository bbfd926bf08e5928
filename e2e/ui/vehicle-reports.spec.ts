// The vehicle page after a check-out and a check-in: its reports newest first with the
// verdict, the damage open on it, Start report; the fleet list; axe on both, and
// screenshots at phone and desktop widths (E2E_SCREENSHOTS=1).
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../axe";
import { signUp } from "../helpers";
import { preparedReport } from "../reports-app-api";

const shoot = async (page: Page, name: string) => {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `e2e/screenshots/vehicle-${name}-${width}.png`, fullPage: true });
  }
};

test("the vehicle page shows its reports, open damage and Start report", async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, { company: "Vehicle Page Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await preparedReport(page, {
    vrm: "AA19AAA",
    type: "outbound",
    damage: {
      1: { zone: "front_bumper", type: "scratch", severity: "minor", verdict: "advisory" },
    },
  });
  const inbound = await preparedReport(page, {
    vrm: "AA19AAA",
    type: "inbound",
    damage: {
      1: { zone: "front_bumper", type: "scratch", severity: "minor", verdict: "advisory" },
      2: { zone: "bonnet", type: "chip", severity: "minor", verdict: "advisory" },
    },
  });

  await page.goto("/vehicles");
  await page
    .getByRole("link", { name: /AA19 ?AAA/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/vehicles\/veh_/);
  const reports = page.getByRole("region", { name: "Inspection reports" });
  await expect(page.getByTestId("open-damage")).toContainText("Front bumper: scratch, minor");
  await expect(page.getByTestId("open-damage")).toContainText("Bonnet: chip, minor");
  await expect(page.getByRole("link", { name: "latest report" })).toHaveAttribute(
    "href",
    `/reports/${inbound}`,
  );
  await expect(page.getByRole("link", { name: "Start report" })).toHaveAttribute(
    "href",
    "/reports/new?vrm=AA19AAA",
  );
  // Newest first, with the check-in's verdict.
  await expect(reports.getByTestId("report-row")).toHaveCount(2);
  await expect(reports.getByTestId("report-row").first()).toContainText("Inbound");
  await expect(reports.getByTestId("report-row").first()).toContainText("Concerns");
  await expectNoAxeViolations(page, "vehicle page");
  await shoot(page, "detail");

  await page.getByRole("link", { name: "Start report" }).click();
  await expect(page.getByLabel("Registration (VRM)")).toHaveValue("AA19AAA");

  await page.goto("/vehicles");
  await expect(page.getByRole("link", { name: /AA19 ?AAA/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, "fleet list");
  await shoot(page, "list");
});
