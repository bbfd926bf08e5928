// Screenshots of the staff-account pages at phone and desktop widths, for a person
// to look at (E2E_SCREENSHOTS=1; written to e2e/screenshots/, which git ignores).
import { expect, test } from "@playwright/test";
import { openEmailTo, PASSWORD, signUp, uniqueEmail, invitationLink } from "../helpers";

test.skip(!process.env.E2E_SCREENSHOTS, "set E2E_SCREENSHOTS=1 to take screenshots");

test("team, invitation, company settings, sent email and no-access pages", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { company: "Wetherby Fleet Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/team");
  const inspector = uniqueEmail("ines");
  for (const [email, role] of [
    [inspector, "Inspector"],
    [uniqueEmail("bill"), "Billing"],
  ] as const) {
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Role", { exact: true }).selectOption({ label: role });
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByTestId("team-invitation").filter({ hasText: email })).toBeVisible();
  }
  await openEmailTo(page, inspector, /invited you to/);
  const link = await invitationLink(inspector);

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  const shots: [string, string, typeof page][] = [
    ["dashboard", "/dashboard", page],
    ["team", "/team", page],
    ["company", "/settings/company", page],
    ["email", "/email", page],
    ["invite", link, guestPage],
    ["invite-invalid", "/invite/not-a-real-token-at-all", guestPage],
  ];
  for (const width of [375, 1440]) {
    for (const [name, path, p] of shots) {
      await p.setViewportSize({ width, height: 900 });
      await p.goto(path);
      await p.waitForLoadState("networkidle");
      await p.screenshot({ path: `e2e/screenshots/h1-${name}-${width}.png`, fullPage: true });
    }
  }
  await page.goto("/email");
  await page
    .getByRole("link", { name: /invited you to/ })
    .first()
    .click();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screenshots/h1-email-detail-${width}.png`, fullPage: true });
  }
  await page.goto("/team");
  await page
    .getByTestId("team-member")
    .first()
    .getByLabel(/Role of/)
    .focus();
  await page.getByRole("button", { name: "Revoke" }).first().click();
  await page.screenshot({ path: "e2e/screenshots/h1-confirm-1440.png" });

  await guestPage.goto(link);
  await guestPage.getByLabel("Your name").fill("Ines Inspector");
  await guestPage.getByLabel("Choose a password").fill(PASSWORD);
  await guestPage.getByRole("button", { name: "Join the team" }).click();
  await expect(guestPage).toHaveURL(/\/dashboard$/);
  for (const width of [375, 1440]) {
    await guestPage.setViewportSize({ width, height: 900 });
    await guestPage.goto("/team");
    await guestPage.screenshot({
      path: `e2e/screenshots/h1-no-access-${width}.png`,
      fullPage: true,
    });
    await guestPage.goto("/dashboard");
    await guestPage.screenshot({
      path: `e2e/screenshots/h1-dashboard-inspector-${width}.png`,
      fullPage: true,
    });
  }
  await guest.close();
});
