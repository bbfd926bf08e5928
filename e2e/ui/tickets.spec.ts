// Tickets on a phone: open one from a report page (linked to it), comment, close,
// reopen; unread after an integration comments; the inbox's filters and empty state;
// axe on the inbox and the ticket page.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../axe";
import { signUp } from "../helpers";
import { apiKeyOf, apiPost } from "../page-api-key";
import { preparedReport } from "../reports-app-api";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("a ticket from a report page: pre-linked, commented, closed and reopened", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { company: "Ripon Rentals" });
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/tickets");
  await expect(page.getByRole("heading", { name: "No tickets yet" })).toBeVisible();
  await expectNoAxeViolations(page, "tickets inbox, empty");

  const reportId = await preparedReport(page, { vrm: "AA19AAA", type: "outbound" });
  await page.goto(`/reports/${reportId}`);
  await page.getByRole("link", { name: "Open a ticket" }).click();
  // The report's vehicle comes too (a report of a hire would bring its agreement and hirer).
  await expect(page).toHaveURL(new RegExp(`/tickets/new\\?report_id=${reportId}&vehicle_id=veh_`));
  await expect(
    page.getByRole("link", { name: /Report\s*Outbound report · AA19AAA/ }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /Vehicle\s*AA19AAA/ })).toBeVisible();
  await page.getByRole("button", { name: "Open ticket" }).click();
  await expect(page.getByText("Is required.").first()).toBeVisible();
  await page.getByLabel("Subject").fill("Chip in the windscreen");
  await page
    .getByLabel("What happened?")
    .fill("The hirer noticed a chip on the passenger side at pick-up.");
  await page.getByLabel("Priority").selectOption("high");
  await page.getByRole("button", { name: "Open ticket" }).click();

  await expect(page).toHaveURL(/\/tickets\/tkt_[0-9a-z]{26}$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Chip in the windscreen" }),
  ).toBeVisible();
  await expect(page.getByText("High priority")).toBeVisible();
  const reportLink = page.getByRole("link", { name: /Outbound report · AA19AAA/ });
  await expect(reportLink).toHaveAttribute("href", `/reports/${reportId}`);
  await expect(page.getByText("No comments yet.")).toBeVisible();

  await page.getByLabel("Add a comment").fill("Booked a repair for Thursday.");
  await page.getByRole("button", { name: "Comment", exact: true }).click();
  const comment = page
    .getByTestId("ticket-comment")
    .filter({ hasText: "Booked a repair for Thursday." });
  await expect(comment).toContainText("Nadia Owner");
  await expect(page.getByLabel("Add a comment")).toHaveValue("");
  await expectNoAxeViolations(page, "ticket page");

  await page.getByRole("button", { name: "Close ticket" }).click();
  await expect(page.getByText("This ticket is closed. Reopen it to add a comment.")).toBeVisible();
  await expect(page.getByText(/^Closed/).first()).toBeVisible();
  await expect(page.getByLabel("Add a comment")).toHaveCount(0);

  await page.getByRole("button", { name: "Reopen ticket" }).click();
  await expect(page.getByLabel("Add a comment")).toBeVisible();
  await expect(page.getByRole("button", { name: "Close ticket" })).toBeVisible();

  await page.goto("/tickets");
  const row = page.getByTestId("ticket-row").filter({ hasText: "Chip in the windscreen" });
  await expect(row).toContainText("1 comment");
  await expect(row).not.toContainText("Unread");

  const ticketId = /tkt_[0-9a-z]{26}/.exec(
    (await row.getByRole("link").getAttribute("href")) ?? "",
  )?.[0];
  await apiPost(page, await apiKeyOf(page), `tickets/${ticketId}/comments`, {
    body: "Glass company confirmed 9am.",
  });
  await page.reload();
  await expect(row).toContainText("Unread");
  await expect(row).toContainText("2 comments");
  const markedRead = page.waitForResponse((r) => r.url().includes("support.markRead") && r.ok());
  await row.getByRole("link").click();
  await expect(page.getByTestId("ticket-comment").first()).toContainText("API integration");
  await markedRead;
  await page.goto("/tickets");
  await expect(row).not.toContainText("Unread");
  await page.getByRole("button", { name: "Closed", exact: true }).click();
  await expect(page.getByText("No tickets match.")).toBeVisible();
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await expect(row).toBeVisible();
  await page.getByLabel("Search").fill("WINDSCREEN");
  await expect(page).toHaveURL(/q=WINDSCREEN/);
  await expect(row).toBeVisible();
  await page.getByLabel("Priority").selectOption("low");
  await expect(page.getByText("No tickets match.")).toBeVisible();
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page, "tickets inbox");
});
