// Settings > Activity: the Owner's changes are listed newest first with who made them and
// what changed; filters narrow the list; the vehicle page shows its own rows; axe passes;
// screenshots at phone and desktop widths (e2e/screenshots/, which git ignores).
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../axe";
import { activitySection, signUp } from "../helpers";
import { preparedReport } from "../reports-app-api";

test("the Owner sees who changed what under Settings > Activity, and on the vehicle's page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { company: "Ripon Rentals" });
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/settings/activity");
  await expect(page.getByRole("heading", { name: "No activity yet" })).toBeVisible();
  await expectNoAxeViolations(page, "Settings > Activity (empty)");

  await page.goto("/settings/company");
  await page.getByLabel("Town or city").fill("Ripon");
  await page.getByLabel("Postcode").fill("hg4 1aa");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Company details saved.")).toBeVisible();

  await page.goto("/vehicles/new");
  await page.getByLabel("Registration").fill("AA19AAA");
  await page.getByRole("button", { name: "Look up" }).click();
  await page.getByRole("button", { name: "Add to fleet" }).click();
  await expect(page).toHaveURL(/\/vehicles\/veh_[0-9a-z]+$/);
  const vehicleActivity = await activitySection(page);
  await expect(vehicleActivity.getByTestId("activity-row")).toHaveCount(1);
  await expect(vehicleActivity).toContainText("Nadia Owner");
  await expect(vehicleActivity).toContainText("created");
  // An edit on the page shows up in its Activity section without a reload.
  await page.getByLabel("Nickname").fill("Blue van");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(vehicleActivity.getByTestId("activity-row")).toHaveCount(2);
  await expect(vehicleActivity.getByTestId("activity-row").first()).toContainText("Blue van");

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Activity" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  const rows = page.getByTestId("activity-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText("updated vehicle");
  await expect(rows.nth(1)).toContainText("created vehicle");
  await expect(rows.nth(2)).toContainText("updated company details");
  await expect(rows.nth(2)).toContainText("Postcode");
  await expect(rows.nth(2)).toContainText("HG4 1AA");
  await expect(rows.first().locator("time")).toHaveAttribute("title", /\d{4}/);
  await expectNoAxeViolations(page, "Settings > Activity");

  await page.getByLabel("Object").selectOption({ label: "Company details" });
  await expect(page).toHaveURL(/object_type=company/);
  await expect(rows).toHaveCount(1);
  await page.getByLabel("Person").selectOption({ label: "Nadia Owner" });
  await expect(rows).toHaveCount(1);
  await page.getByLabel("From", { exact: true }).fill("2001-01-01");
  await page.getByLabel("To", { exact: true }).fill("2001-01-02");
  await expect(page.getByRole("heading", { name: "Nothing matches these filters" })).toBeVisible();
  await page.getByRole("button", { name: "Show all activity" }).click();
  await expect(rows).toHaveCount(3);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of csv) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString("utf8")).toMatch(
    /^id,created_at,actor_type,actor_id,actor_name,action,object_type,object_id,object_name,changes\r\n.*vehicle\.created/s,
  );

  const vehiclePage = new URL(
    (await rows.first().getByRole("link", { name: "vehicle" }).getAttribute("href"))!,
    page.url(),
  ).pathname;
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/settings/activity");
    await expect(rows).toHaveCount(3);
    await page.screenshot({ path: `e2e/screenshots/activity-${width}.png`, fullPage: true });
    await page.goto(vehiclePage);
    await activitySection(page);
    await expect(vehicleActivity.getByTestId("activity-row")).toHaveCount(2);
    await page.screenshot({
      path: `e2e/screenshots/activity-vehicle-${width}.png`,
      fullPage: true,
    });
  }
});

test("a report's page lists its own changes and those of its inspections and photos", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { company: "Thirsk Transit" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const reportId = await preparedReport(page, {
    vrm: "AA19AAA",
    type: "outbound",
    complete: false,
  });

  await page.goto(`/reports/${reportId}`);
  const activity = await activitySection(page);
  // Ten rows a page: the newest are the walk-around's photos, then the area's photo and every
  // area answered. The oldest is the report's creation.
  const rows = activity.getByTestId("activity-row");
  await expect(rows).toHaveCount(10);
  await expect(rows.filter({ hasText: "uploaded photo" }).first()).toBeVisible();
  const more = activity.getByRole("button", { name: "Load more" });
  while (await more.isVisible()) {
    const shown = await rows.count();
    await more.click();
    await expect(rows).not.toHaveCount(shown);
  }
  // The ten walk-around photos and the one of the first area.
  await expect(rows.filter({ hasText: "uploaded photo" })).toHaveCount(11);
  await expect(rows.filter({ hasText: "updated inspection" }).first()).toBeVisible();
  await expect(rows.last()).toContainText("created");
  await expectNoAxeViolations(page, "report page with its activity");
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.reload();
    await expect(rows.first()).toBeVisible();
    await activity.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `e2e/screenshots/activity-report-${width}.png` });
  }
});
