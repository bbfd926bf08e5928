// The nav's unread-ticket badge: tickets an integration opens are unread for the Owner,
// the Tickets link says how many ("Tickets, 2 unread"), and opening a ticket lowers the
// number at once; at 0 the badge is gone. On a phone the menu shows it too; axe passes.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../axe";
import { signUp } from "../helpers";
import { apiKeyOf, apiPost } from "../page-api-key";

test("the Tickets nav item counts the member's unread tickets", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { company: "Pickering Plant Hire" });
  const nav = page.getByRole("navigation", { name: "Main" });
  const badge = nav.getByTestId("unread-tickets");
  await expect(nav.getByRole("link", { name: "Tickets", exact: true })).toBeVisible();
  await expect(badge).toHaveCount(0);

  const key = await apiKeyOf(page);
  const first = await apiPost<{ id: string }>(page, key, "tickets", {
    subject: "Hirer asks to extend by two days",
    body: "Sent by the booking platform.",
  });
  const second = await apiPost<{ id: string }>(page, key, "tickets", {
    subject: "Fuel card missing",
    body: "Not in the glovebox.",
  });
  await page.reload();
  await expect(nav.getByRole("link", { name: "Tickets, 2 unread", exact: true })).toBeVisible();
  await expect(badge).toHaveText("2");
  await expectNoAxeViolations(page, "nav with the unread badge");

  // Opening a ticket marks it read; the badge follows without a reload.
  await nav.getByRole("link", { name: "Tickets, 2 unread" }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await page.getByRole("link", { name: /Fuel card missing/ }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${second.id}$`));
  await expect(nav.getByRole("link", { name: "Tickets, 1 unread", exact: true })).toBeVisible();
  await expect(badge).toHaveText("1");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Open menu" }).click();
  const phoneNav = page.locator("#mobile-nav").getByRole("navigation", { name: "Main" });
  await expect(
    phoneNav.getByRole("link", { name: "Tickets, 1 unread", exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "phone menu with the unread badge");

  await page.goto(`/tickets/${first.id}`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(nav.getByRole("link", { name: "Tickets", exact: true })).toBeVisible();
  await expect(badge).toHaveCount(0);
});
