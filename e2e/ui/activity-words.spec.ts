// The activity log says what changed as a person would: an integrator raises a draft
// agreement's daily rate, and the agreement's page and Settings > Activity read
// "Daily rate £45.00 → £47.50", with no JSON, ISO timestamps, codes or pence anywhere; axe
// passes at a phone's and a desktop's width (screenshots with E2E_SCREENSHOTS=1).
import { expect, test } from "@playwright/test";
import { companyWithKey, Rest } from "../agreements-app-api";
import { expectGoodAtBothWidths } from "../axe";
import { activitySection } from "../helpers";

// What a raw value looks like: JSON, an ISO timestamp, a field or enum name, pence.
const RAW = /\{"|":|\d{4}-\d{2}-\d{2}T\d{2}|\b[a-z]+_[a-z]+\b|pence/;

test("a draft agreement's new daily rate reads 'Daily rate £45.00 → £47.50' in its activity", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const rest = new Rest(page.request, await companyWithKey(page, "Wakefield Van Hire"));
  const customer = await rest.call<{ id: string }>("POST", "/customers", {
    name: "Amelia Hirer",
    email: "amelia@example.com",
  });
  const vehicle = await rest.call<{ id: string }>("POST", "/vehicles", { vrm: "AA19AAA" });
  const agreement = await rest.call<{ id: string }>("POST", "/agreements", {
    customer_id: customer.id,
    vehicle_id: vehicle.id,
    starts_at: "2026-07-06T08:00:00Z",
    ends_at: "2026-07-09T08:00:00Z",
    daily_rate_pence: 4500,
    reference: "BK-2040",
  });
  await rest.call("PUT", `/agreements/${agreement.id}`, {
    daily_rate_pence: 4750,
    starts_at: "2026-07-06T09:30:00Z",
    mileage_allowance_per_day: 150,
  });
  await rest.call("POST", `/agreements/${agreement.id}/send`, {});

  await page.goto(`/agreements/${agreement.id}`);
  const activity = await activitySection(page);
  const updated = activity.getByTestId("activity-row").filter({ hasText: "updated" });
  await expect(updated).toContainText(/Daily rate\s*£45\.00\s*£47\.50/);
  await expect(updated).toContainText(/Total\s*£135\.00\s*£142\.50/);
  await expect(updated).toContainText(/Starts\s*Mon 6 Jul 2026, 09:00\s*Mon 6 Jul 2026, 10:30/);
  await expect(updated).toContainText(/Mileage allowance\s*Unlimited\s*150 miles a day/);
  const sent = activity.getByTestId("activity-row").filter({ hasText: "sent" });
  await expect(sent).toContainText(/Status\s*Draft\s*Sent for signing/);
  await expect(sent).toContainText(/Signing link\s*changed/);
  await expect(page.getByRole("main")).not.toContainText(RAW);
  await expectGoodAtBothWidths(page, "activity-words-agreement", async () => {
    await activitySection(page);
    await expect(updated).toContainText("Daily rate");
  });

  await page.goto("/settings/activity");
  const rows = page.getByTestId("activity-row");
  await expect(rows.filter({ hasText: "updated agreement" })).toContainText(
    /Daily rate\s*£45\.00\s*£47\.50/,
  );
  // A new hirer's row names what was recorded without copying it.
  await expect(rows.filter({ hasText: "created customer" })).toContainText(/Name\s*set/);
  await expect(page.getByRole("main")).not.toContainText(RAW);
  await expectGoodAtBothWidths(page, "activity-words-log", () =>
    expect(rows.filter({ hasText: "updated agreement" })).toBeVisible(),
  );
});
