import { expect, test, type Page } from "@playwright/test";
import { NAV_ITEMS } from "../../src/components/shell/nav-items";
import { permissionsOf } from "../../src/server/services/permissions";
import { expectNoAxeViolations } from "../axe";
import {
  logIn,
  logOut,
  openEmailTo,
  PASSWORD,
  signUp,
  uniqueEmail,
  invitationLink,
} from "../helpers";

/** Invites `email` from the Team page and returns the link read from the Sent email page. */
async function inviteAndReadLink(page: Page, email: string, role: string): Promise<string> {
  await page.goto("/team");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption({ label: role });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByTestId("team-invitation").filter({ hasText: email })).toContainText(role);
  await expectNoAxeViolations(page, "team with an invitation");

  await openEmailTo(page, email, /invited you to/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("invited you to");
  await expect(page.getByRole("article")).toContainText(email);
  // The Sent email copy holds no usable link; the invitee's mailbox does.
  await expect(page.getByTestId("email-body").getByRole("link")).toHaveCount(0);
  await expectNoAxeViolations(page, "sent email");
  const link = await invitationLink(email);
  expect(link).toMatch(/^\/invite\/[A-Za-z0-9_-]{40,}$/);
  return link;
}

test("an Owner invites an Inspector, who joins, logs in and sees only what an Inspector may", async ({
  page,
}) => {
  await signUp(page, { company: "Harrogate Vans" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const inspectorEmail = uniqueEmail("inspector");
  const link = await inviteAndReadLink(page, inspectorEmail, "Inspector");
  await logOut(page);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Join Harrogate Vans" })).toBeVisible();
  await expectNoAxeViolations(page, "invitation");
  await expect(page.getByText("Inspector", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(inspectorEmail);
  await page.getByLabel("Your name").fill("Ivy Inspector");
  await page.getByLabel("Choose a password").fill(PASSWORD);
  await page.getByRole("button", { name: "Join the team" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Harrogate Vans" })).toBeVisible();

  // The same link cannot be used twice.
  await logOut(page);
  await page.goto(link);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/already been used/);

  await logIn(page, inspectorEmail);
  const inspectorPermissions: string[] = permissionsOf("INSPECTOR");
  const expected = NAV_ITEMS.filter((item) => inspectorPermissions.includes(item.permission)).map(
    (item) => item.label,
  );
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(expected);
  for (const hidden of ["Team", "Sent email", "Company"])
    await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);

  for (const path of ["/team", "/email", "/settings/company"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "You don't have access" })).toBeVisible();
  }
});

test("the Owner changes a role, revokes an invitation and removes a member after confirming; the last Owner is protected", async ({
  page,
}) => {
  await signUp(page, { company: "Ripon Rentals" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const managerEmail = uniqueEmail("manager");
  const link = await inviteAndReadLink(page, managerEmail, "Manager");

  // The invitee joins in a separate browser context.
  const invitee = await page.context().browser()!.newContext();
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(link);
  await inviteePage.getByLabel("Your name").fill("Mo Manager");
  await inviteePage.getByLabel("Choose a password").fill(PASSWORD);
  await inviteePage.getByRole("button", { name: "Join the team" }).click();
  await expect(inviteePage).toHaveURL(/\/dashboard$/);
  await expect(
    inviteePage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Company" }),
  ).toBeVisible();
  await invitee.close();

  await page.goto("/team");
  const row = page.getByTestId("team-member").filter({ hasText: managerEmail });
  await expect(row).toContainText("Mo Manager");
  await row.getByLabel("Role of Mo Manager").selectOption({ label: "Billing" });
  await expect(page.getByText("Mo Manager is now a Billing.")).toBeVisible();

  // The only Owner cannot demote themselves.
  const me = page.getByTestId("team-member").filter({ hasText: "You" });
  await me.getByLabel(/Role of/).selectOption({ label: "Manager" });
  await expect(
    page.getByText(
      "You can't change the role of the only Owner. Make someone else an Owner first.",
    ),
  ).toBeVisible();
  await expect(me.getByLabel(/Role of/)).toHaveValue("OWNER");

  // Revoke an invitation, confirming first.
  const other = uniqueEmail("other");
  await page.getByLabel("Email", { exact: true }).fill(other);
  await page.getByRole("button", { name: "Send invitation" }).click();
  const invitation = page.getByTestId("team-invitation").filter({ hasText: other });
  await invitation.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("stops working at once");
  await page.getByRole("button", { name: "Revoke invitation" }).click();
  await expect(invitation).toHaveCount(0);

  // Remove: Cancel keeps them, confirming removes them.
  await row.getByRole("button", { name: "Remove Mo Manager" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Remove Mo Manager" }).click();
  await page.getByRole("button", { name: "Remove from team" }).click();
  await expect(page.getByText("Mo Manager was removed from the team.")).toBeVisible();
  await expect(row).toHaveCount(0);

  await logOut(page);
  await page.goto("/login");
  await page.getByLabel("Email").fill(managerEmail);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "That email and password don't match an account.",
  );
});

test("a made-up invitation link gets a plain explanation", async ({ page }) => {
  await page.goto("/invite/this-is-not-a-real-invitation-token");
  await expect(page.getByRole("heading", { name: "This invitation can't be used" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("isn't valid");
});

test("the Owner hands the company over with the password asked again, and becomes a Manager", async ({
  page,
  browser,
}) => {
  const ownerEmail = await signUp(page, { company: "Ilkley Hire" });
  const managerEmail = uniqueEmail("manager");
  const link = await inviteAndReadLink(page, managerEmail, "Manager");
  const joining = await (await browser.newContext()).newPage();
  await joining.goto(link);
  await joining.getByLabel("Your name").fill("Mia Manager");
  await joining.getByLabel("Choose a password").fill(PASSWORD);
  await joining.getByRole("button", { name: "Join the team" }).click();
  await expect(joining).toHaveURL(/\/dashboard$/);

  await page.goto("/team");
  const handOver = page.getByRole("region", { name: "Hand the company over" });
  await handOver.getByLabel("New Owner").selectOption({ label: `Mia Manager (${managerEmail})` });
  await handOver.getByLabel("Your password").fill("not-my-password");
  await handOver.getByRole("button", { name: "Hand over" }).click();
  await expect(handOver.getByRole("alert")).toHaveText("That password isn't right.");
  await handOver.getByLabel("Your password").fill(PASSWORD);
  await handOver.getByRole("button", { name: "Hand over" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/team");
  await expect(page.getByRole("heading", { name: "You don't have access" })).toBeVisible();
  await joining.goto("/team");
  await expect(
    joining
      .getByTestId("team-member")
      .filter({ hasText: ownerEmail })
      .getByLabel("Role of Nadia Owner"),
  ).toHaveValue("MANAGER");
});
