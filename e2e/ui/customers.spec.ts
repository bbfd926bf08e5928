// Hirers in the browser: add one with field-level errors first, check their licence
// with a points code, see the amber verdict and the check in the history; the pages
// pass axe-core's WCAG 2.2 AA rules on a phone and on a desktop.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../axe";
import { signUp } from "../helpers";

test("a fleet adds a hirer, checks their licence with a points code, and sees the amber card and the history", async ({
  page,
}) => {
  await signUp(page, { company: "Wetherby Car Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("link", { name: "Customers" }).first().click();
  await expect(page.getByRole("heading", { name: "No customers yet" })).toBeVisible();
  await expectNoAxeViolations(page, "customers, empty");

  await page.getByRole("link", { name: "Add your first customer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New customer" })).toBeVisible();
  await page.getByLabel("Full name").fill("Amelia Hirer");
  await page.getByLabel("Phone").fill("12");
  await page.getByLabel("Driving licence number").fill("NOT A LICENCE");
  await page.getByRole("button", { name: "Add customer" }).click();
  await expect(page.getByText("2 fields need attention.")).toBeVisible();
  await expect(page.getByText("Must be a phone number")).toBeVisible();
  await expect(page.getByText("Must be a GB driving licence number")).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "new customer with errors");

  await page.getByLabel("Phone").fill("07700 900123");
  await page.getByLabel("Driving licence number").fill("morga 753116 sm9ij");
  await page.getByLabel("Email").fill("amelia@example.com");
  await page.getByLabel("Postcode").fill("ls11aa");
  await page.getByLabel("Address line 1").fill("1 High Street");
  await page.getByRole("button", { name: "Add customer" }).click();
  await expect(page).toHaveURL(/\/customers\/cus_[0-9a-z]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Amelia Hirer" })).toBeVisible();
  await expect(page.getByText("+447700900123")).toBeVisible();
  await expect(page.getByText("1 High Street, LS1 1AA")).toBeVisible();
  await expect(page.getByText("Licence not checked yet")).toBeVisible();

  await page.getByRole("button", { name: "Check licence" }).click();
  await page.getByRole("button", { name: "Check licence" }).click();
  await expect(
    page.getByText("Tick the box once the driver has agreed to the check."),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Share code" }).fill("points06");
  await page.getByLabel(/The driver agreed to Kerbside checking/).check();
  await page.getByRole("button", { name: "Check licence" }).click();
  const card = page.getByTestId("licence-verdict-card");
  await expect(card).toContainText("6 penalty points");
  await expect(card).toHaveAttribute("data-tone", "warn");
  await expect(card).toContainText("SP30");
  await expect(page.getByTestId("licence-history").getByRole("listitem")).toHaveCount(1);
  await expectNoAxeViolations(page, "customer with a licence check");

  await page.getByRole("button", { name: "Check again" }).click();
  await page.getByRole("textbox", { name: "Share code" }).fill("INVALID0");
  await page.getByLabel(/The driver agreed to Kerbside checking/).check();
  await page.getByRole("button", { name: "Check licence" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "refused that share code" }),
  ).toBeVisible();
  await expect(page.getByTestId("licence-history").getByRole("listitem")).toHaveCount(1);

  await page.goto("/customers");
  await expect(page.getByTestId("customer-row")).toHaveCount(1);
  await expect(page.getByTestId("customer-row")).toContainText("Penalty points");
  await page.getByRole("searchbox", { name: "Search" }).fill("nobody");
  await expect(page.getByText("No customers match.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill("amelia@");
  await expect(page.getByTestId("customer-row")).toHaveCount(1);
});

test("a report names its hirer from the picker, and the hirer's page lists it", async ({
  page,
}) => {
  await signUp(page, { company: "Tadcaster Vans" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/customers/new");
  await page.getByLabel("Full name").fill("Harry Hirer");
  await page.getByRole("button", { name: "Add customer" }).click();
  await expect(page).toHaveURL(/\/customers\/cus_/);
  const hirerUrl = page.url();
  await page.getByRole("link", { name: "Start a report" }).click();
  await expect(page.getByTestId("picked-hirer")).toContainText("Harry Hirer");
  await page.getByLabel("Registration").fill("AA19AAA");
  await page.getByRole("button", { name: "Create report" }).click();
  await page.getByRole("button", { name: /Use 1 credit/ }).click();
  await expect(page).toHaveURL(/\/reports\/rep_/);
  await page.goto(hirerUrl);
  await expect(page.getByRole("region", { name: "Inspection reports" })).toContainText("AA19");
});
