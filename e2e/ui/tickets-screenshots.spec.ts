// Screenshots of the ticket pages at phone and desktop sizes, for a person to look at
// (E2E_SCREENSHOTS=1; written to e2e/screenshots/, which git ignores).
import { expect, test } from "@playwright/test";
import { signUp } from "../helpers";
import { apiKeyOf, apiPost } from "../page-api-key";
import { preparedReport } from "../reports-app-api";

test.skip(!process.env.E2E_SCREENSHOTS, "set E2E_SCREENSHOTS=1 to take screenshots");

test("tickets inbox, new ticket, ticket with a thread", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { company: "Thirsk Van Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const shot = async (name: string) => {
    await page.waitForLoadState("networkidle");
    await page.screenshot({
      path: `e2e/screenshots/tickets-${name}-${page.viewportSize()?.width}.png`,
      fullPage: true,
    });
  };
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto("/tickets");
    await shot("empty");
  }
  const reportId = await preparedReport(page, { vrm: "AA19AAA", type: "outbound" });
  let ticketUrl = "";
  for (const [subject, priority] of [
    ["Fuel card missing from the glovebox", "low"],
    ["Chip in the windscreen", "urgent"],
  ] as const) {
    await page.goto(`/tickets/new?report_id=${reportId}`);
    await page.getByLabel("Subject").fill(subject);
    await page
      .getByLabel("What happened?")
      .fill("The hirer noticed it at pick-up and called the office.\nPhotos are on the report.");
    await page.getByLabel("Priority").selectOption(priority);
    await page.getByRole("button", { name: "Open ticket" }).click();
    await expect(page).toHaveURL(/\/tickets\/tkt_/);
    ticketUrl = page.url();
  }
  for (const text of [
    "Booked a repair for Thursday with the glass company.",
    "Hirer agreed to swap vehicles on Wednesday.",
  ]) {
    await page.getByLabel("Add a comment").fill(text);
    await page.getByRole("button", { name: "Comment", exact: true }).click();
    await expect(page.getByTestId("ticket-comment").filter({ hasText: text })).toBeVisible();
  }
  const key = await apiKeyOf(page);
  await apiPost(page, key, "tickets", {
    subject: "Booking platform: hirer asks to extend by two days",
    body: "Sent by the booking platform.",
    priority: "normal",
  });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto("/tickets");
    await shot("inbox");
    await page.goto(ticketUrl);
    await shot("ticket");
    await page.goto(`/tickets/new?report_id=${reportId}`);
    await shot("new");
    await page.goto(`/reports/${reportId}`);
    await shot("report");
    await page.goto("/vehicles");
    await page.getByRole("link", { name: /AA19/ }).first().click();
    await expect(page.getByRole("link", { name: "Open a ticket" })).toBeVisible();
    await shot("vehicle");
  }
});
