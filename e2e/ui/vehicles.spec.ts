// Adding and viewing vehicles in the browser, against the sandbox registry.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../axe";
import { signUp } from "../helpers";

async function lookUp(page: Page, vrm: string) {
  await page.goto("/vehicles/new");
  await page.getByLabel("Registration").fill(vrm);
  await page.getByRole("button", { name: "Look up" }).click();
}

async function add(page: Page, vrm: string, name: string) {
  await lookUp(page, vrm);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await page.getByRole("button", { name: "Add to fleet" }).click();
  await expect(page).toHaveURL(/\/vehicles\/veh_[0-9a-z]+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("a fleet adds AA19AAA and `aa19 eee`, sees their MOT history, and finds them in the list", async ({
  page,
}) => {
  await signUp(page, { company: "Harrogate Van Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("link", { name: "Vehicles" }).first().click();
  await expect(page).toHaveURL(/\/vehicles$/);
  await expect(page.getByRole("heading", { name: "No vehicles yet" })).toBeVisible();
  await expectNoAxeViolations(page, "vehicles, empty");

  await lookUp(page, "AA19AAA");
  const preview = page.getByRole("region", { name: "FORD FIESTA" });
  await expect(preview).toContainText("Blue");
  await expectNoAxeViolations(page, "add vehicle, preview");
  await expect(preview).toContainText("MOT until");
  await expect(preview).toContainText("Insured");
  await page.getByRole("button", { name: "Add to fleet" }).click();
  await expect(page).toHaveURL(/\/vehicles\/veh_[0-9a-z]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "FORD FIESTA" })).toBeVisible();
  const tests = page.getByTestId("mot-test");
  await expect(tests.first()).toBeVisible();
  expect(await tests.count()).toBeGreaterThan(2);
  await expect(tests.first()).toContainText("miles");
  await expectNoAxeViolations(page, "vehicle page");

  await add(page, "aa19 eee", "NISSAN LEAF");
  await expect(page.getByText("Electricity")).toBeVisible();

  await page.goto("/vehicles");
  const rows = page.getByTestId("vehicle-row");
  await expect(rows).toHaveCount(2);
  await page.getByRole("searchbox", { name: "Search" }).fill("leaf");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("NISSAN LEAF");
  await expectNoAxeViolations(page, "vehicles list, searched");
});

test("ER19NFD and a registry outage get friendly messages and add nothing; a duplicate links to the vehicle", async ({
  page,
}) => {
  await signUp(page, { company: "Ripon Car Rental" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await lookUp(page, "ER19NFD");
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "We couldn't find ER19 NFD",
  );
  await lookUp(page, "er19err");
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "The vehicle registry isn't answering",
  );

  await add(page, "L2WPS", "LAND ROVER DEFENDER 110");
  await lookUp(page, "L2 WPS");
  await page.getByRole("button", { name: "Add to fleet" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "L2 WPS is already in your fleet",
  );
  await page.getByRole("link", { name: "Open L2 WPS" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "LAND ROVER DEFENDER 110" }),
  ).toBeVisible();

  await page.goto("/vehicles");
  await expect(page.getByTestId("vehicle-row")).toHaveCount(1);
});

test("editing fleet details, refreshing and archiving with confirmation", async ({ page }) => {
  await signUp(page, { company: "Selby Fleet" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await add(page, "AA19MOT", "VOLKSWAGEN GOLF");
  await expect(page.getByText("MOT expired").first()).toBeVisible();
  await expect(page.getByTestId("mot-test").first()).toContainText("Fail");

  await page.getByLabel("Fleet number").fill("F-12");
  await page.getByLabel("Nickname").fill("The grey Golf");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Fleet number")).toHaveValue("F-12");

  await page.getByRole("button", { name: "Refresh from registry" }).click();
  await expect(page.getByText("Registry data refreshed.")).toBeVisible();

  await page.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Archive AA19MOT?");
  await page.getByRole("button", { name: "Archive vehicle" }).click();
  await expect(page).toHaveURL(/\/vehicles$/);
  await expect(page.getByRole("heading", { name: "No vehicles yet" })).toBeVisible();
  await page.getByLabel("Status").selectOption("archived");
  await expect(page.getByTestId("vehicle-row")).toHaveCount(1);
});

test("another company's vehicle address shows 'Vehicle not found'", async ({ page }) => {
  await signUp(page, { company: "Tadcaster Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/vehicles/veh_01jd8x3m5kf3v9w2q7r4t6y8z0");
  await expect(page.getByRole("heading", { name: "Vehicle not found" })).toBeVisible();
});
