// A hirer's personal data in the app (issue 34): the Owner downloads a hirer's data, erases it
// after a confirmation that says what goes and what stays, and sets the retention policy.
// Both pages are looked at, phone and desk, axe clean.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectGoodAtBothWidths, expectNoAxeViolations } from "../axe";
import { signUp } from "../helpers";

test("download a hirer's data, erase it, and set the retention policy", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { company: "Selby Self Drive" });
  await page.goto("/customers/new");
  await page.getByLabel("Full name").fill("Quentin Erasable");
  await page.getByLabel("Email").fill("quentin@example.com");
  await page.getByLabel("Phone").fill("07700 900777");
  await page.getByLabel("Driving licence number").fill("MORGA753116SM9IJ");
  await page.getByRole("button", { name: "Add customer" }).click();
  await expect(page).toHaveURL(/\/customers\/cus_/);
  const customerId = page.url().split("/customers/")[1]!;

  const section = page.getByRole("region", { name: "Personal data" });
  await expectGoodAtBothWidths(page, "personal-data-customer", () =>
    expect(section.getByRole("button", { name: "Erase personal data" })).toBeVisible(),
  );

  const download = page.waitForEvent("download");
  await section.getByRole("link", { name: "Download their data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${customerId}.json`);
  const bundle = JSON.parse(await readFile(await file.path(), "utf8")) as {
    customer: { name: string; email: string };
  };
  expect(bundle.customer).toMatchObject({ name: "Quentin Erasable", email: "quentin@example.com" });

  await section.getByRole("button", { name: "Erase personal data" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Erase Quentin Erasable’s personal data?" });
  await expect(dialog.getByRole("heading", { name: "What goes" })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "What stays" })).toBeVisible();
  await expect(dialog).toContainText("until the data retention policy deletes them");
  await expectNoAxeViolations(page, "erase confirmation");
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: "e2e/screenshots/personal-data-erase-1440.png" });
  await dialog.getByRole("button", { name: "Erase personal data" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Erased hirer" })).toBeVisible();
  await expect(section).toContainText("personal data was erased on");
  await expect(section.getByRole("button", { name: "Erase personal data" })).toHaveCount(0);
  await expect(page.getByText("quentin@example.com")).toHaveCount(0);
  await page.goto("/customers?q=Quentin");
  await expect(page.getByText("Quentin Erasable")).toHaveCount(0);

  await page.goto("/settings/data-retention");
  await expectGoodAtBothWidths(page, "personal-data-retention", () =>
    expect(page.getByRole("heading", { level: 1, name: "Data retention" })).toBeVisible(),
  );
  const years = page.getByLabel("Signed PDFs and photos (years)");
  await years.fill("11");
  await page.getByRole("button", { name: "Save policy" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "from 1 to 10" })).toBeVisible();
  await years.fill("7");
  await page.getByRole("button", { name: "Save policy" }).click();
  await expect(page.getByText("Retention policy saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Signed PDFs and photos (years)")).toHaveValue("7");
});
