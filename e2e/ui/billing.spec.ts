// The Billing page: the balance for every role, the credit history for Owners (and
// Billing), its kind filter and the link to the report a credit paid for.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../axe";
import { logIn, logOut, PASSWORD, signUp, uniqueEmail, invitationLink } from "../helpers";

/** Creates a report through the app's own tRPC endpoint with the page's session (faster than the form). */
async function createReport(page: Page, vrm: string): Promise<string> {
  const res = await page.request.post("/api/trpc/reports.create", {
    data: { vrm, type: "general" },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { result: { data: { id: string } } }).result.data.id;
}

/** Invites `email` as an Inspector and returns the invitation's path, read from the Sent email page. */
async function inviteInspector(page: Page, email: string): Promise<string> {
  await page.goto("/team");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption({ label: "Inspector" });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  return invitationLink(email);
}

test("a new company's Owner sees 10 credits and the sign-up grant, then a report's charge", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { company: "Selby Van Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Billing" })
    .click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  await expect(page.getByTestId("billing-balance")).toHaveText(
    "10 credits — enough for 10 reports",
  );
  await expect(page.getByTestId("bundle")).toHaveCount(4);
  await expect(page.getByRole("button", { name: "Buy 10 credits" })).toBeVisible();

  const rows = page.getByTestId("ledger-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Grant");
  await expect(rows.first()).toContainText("Free credits on sign-up");
  await expect(rows.first()).toContainText("+10");
  await expect(rows.first().getByRole("cell").last()).toHaveText("10");
  await expect(rows.first().locator("time")).toHaveAttribute("title", /\d{4}/);
  await expectNoAxeViolations(page, "billing");

  const reportId = await createReport(page, "AA19AAA");
  await page.reload();
  await expect(page.getByTestId("billing-balance")).toHaveText("9 credits — enough for 9 reports");
  await expect(rows).toHaveCount(2);
  const charge = rows.first();
  await expect(charge).toContainText("Charge");
  await expect(charge).toContainText("−1");
  await expect(charge.getByRole("cell").last()).toHaveText("9");

  await page.getByLabel("Kind").selectOption({ label: "Grants" });
  await expect(page).toHaveURL(/\?kind=grant$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Free credits on sign-up");
  await page.getByLabel("Kind").selectOption({ label: "Refunds" });
  await expect(page.getByRole("heading", { name: "No entries match these filters" })).toBeVisible();
  await expectNoAxeViolations(page, "billing, nothing matches");
  await page.getByRole("button", { name: "Show all entries" }).click();
  await expect(page.getByLabel("Kind")).toHaveValue("");
  await expect(rows).toHaveCount(2);

  await rows.first().getByRole("link", { name: "View report" }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${reportId}$`));
});

test("on a phone the history is cards; an Inspector sees the balance but not the history", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUp(page, { company: "Tadcaster Trucks" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/billing");
  const card = page.getByTestId("ledger-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Free credits on sign-up");
  await expect(card).toContainText("+10");
  await expect(page.getByTestId("ledger-row")).toBeHidden();

  const inspectorEmail = uniqueEmail("inspector");
  const link = await inviteInspector(page, inspectorEmail);
  await logOut(page);
  await page.goto(link);
  await page.getByLabel("Your name").fill("Ivy Inspector");
  await page.getByLabel("Choose a password").fill(PASSWORD);
  await page.getByRole("button", { name: "Join the team" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);
  await logIn(page, inspectorEmail);

  await page.goto("/billing");
  await expect(page.getByTestId("billing-balance")).toHaveText(
    "10 credits — enough for 10 reports",
  );
  await expect(page.getByTestId("ledger-hidden")).toHaveText(
    "The credit history is visible to your company's Owners and Billing members.",
  );
  await expect(page.getByRole("heading", { name: "Credit history" })).toHaveCount(0);
  await expect(page.getByTestId("ledger-card")).toHaveCount(0);
});
