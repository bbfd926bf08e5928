// Editing a ticket's subject and description on a phone: the form opens on the subject,
// says what is missing in sentences, Cancel keeps the ticket as it was, Save shows the new
// words and says so; a ticket deleted meanwhile is refused in words; axe on the form.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../axe";
import { signUp, trpc } from "../helpers";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("a ticket's subject and description are edited on its page", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, { company: "Malton Motors" });
  const ticket = (await trpc(page.request, "support.createTicket", {
    subject: "Chip in the windscreen",
    body: "Passenger side.",
  })) as { id: string };
  await page.goto(`/tickets/${ticket.id}`);
  const edit = page.getByRole("button", { name: "Edit" });
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Chip in the windscreen");

  await edit.click();
  const form = page.getByRole("form", { name: "Edit ticket" });
  await expect(form.getByLabel("Subject")).toBeFocused();
  await expect(form.getByLabel("Description")).toHaveValue("Passenger side.");
  await form.getByLabel("Subject").fill("   ");
  await form.getByLabel("Description").fill("");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText("Subject is required.")).toBeVisible();
  await expect(form.getByText("Description is required.")).toBeVisible();
  await expect(form.getByLabel("Subject")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "ticket edit form with problems");

  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(form).toHaveCount(0);
  await expect(heading).toHaveText("Chip in the windscreen");
  await expect(page.getByText("Passenger side.")).toBeVisible();
  await expect(edit).toBeFocused();

  await edit.click();
  await form.getByLabel("Subject").fill("Chip in the windscreen, driver side");
  await form
    .getByLabel("Description")
    .fill("Driver side, low down.\nBooked with the glass company.");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Ticket saved.")).toBeVisible();
  await expect(heading).toHaveText("Chip in the windscreen, driver side");
  await expect(page.getByText("Booked with the glass company.")).toBeVisible();
  await expect(edit).toBeFocused();
  await expectNoAxeViolations(page, "ticket page after an edit");
  await page.reload();
  await expect(heading).toHaveText("Chip in the windscreen, driver side");
  await expect(page.getByText("Driver side, low down.")).toBeVisible();

  // Deleted in another tab while the form is open: the refusal says so.
  await edit.click();
  await trpc(page.request, "support.deleteTicket", { id: ticket.id });
  await form.getByLabel("Subject").fill("Too late");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "The ticket was not saved: it has been deleted since you opened it.",
  );
});
