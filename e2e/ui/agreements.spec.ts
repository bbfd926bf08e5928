// The staff side of agreements in a browser: the New agreement wizard (pick the hirer,
// the vehicle by VRM, dates and money with live totals, the overlap warning, terms,
// review and send), the agreement page with its timeline and audit trail, and Settings > Terms.
import { expect, test, type Page } from "@playwright/test";
import { companyWithKey, drawOnPad, Rest } from "../agreements-app-api";
import { expectNoAxeViolations } from "../axe";

const shoot = async (page: Page, name: string) => {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForLoadState("networkidle");
    await page.screenshot({
      path: `e2e/screenshots/i12-staff-${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

async function signThroughPage(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole("textbox", { name: "Full name" }).fill("Amelia Hirer");
  await page.getByRole("checkbox", { name: "I have read and agree to the terms" }).check();
  await drawOnPad(page);
  await page.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agreement signed");
}

test("the wizard warns about an overlapping hire, creates and sends; the agreement page shows the trail", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const api = new Rest(request, await companyWithKey(page, "Harbour Van Hire"));
  await page.goto("/agreements");
  await expect(page.getByText("No rental agreements yet")).toBeVisible();
  await expectNoAxeViolations(page, "agreements, empty");
  await shoot(page, "list-empty");

  const existing = await api.sentAgreement({
    starts: "2026-07-06T09:00:00Z",
    ends: "2026-07-10T09:00:00Z",
  });
  await signThroughPage(page, existing.path);

  await page.goto("/agreements/new");
  await page.getByLabel("Find a hirer").fill("amelia");
  await page.getByRole("button", { name: /Amelia Hirer/ }).click();
  await page.getByRole("button", { name: "Use this hirer" }).click();
  await page.getByLabel("Registration (VRM)").fill("aa19 aaa");
  await page.getByRole("button", { name: "Use this vehicle" }).click();
  await page.getByLabel("Start (UK time)").fill("2026-07-08T10:00");
  await page.getByLabel("End (UK time)").fill("2026-07-11T10:00");
  await page.getByLabel("Daily rate (£)").fill("45");
  await page.getByLabel("Deposit (£)").fill("200");
  await expect(page.getByText("3 days, total £135.00")).toBeVisible();
  await expect(
    page.getByText("This vehicle already has an agreement over these dates"),
  ).toBeVisible();
  await expectNoAxeViolations(page, "new agreement, dates and money");
  await shoot(page, "wizard-money");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("radio", { name: /Standard hire terms/ })).toBeChecked();
  await page.getByText("Read these terms as the hirer will").click();
  await expectNoAxeViolations(page, "new agreement, terms opened");
  await page.getByRole("button", { name: "Continue" }).click();
  await expectNoAxeViolations(page, "new agreement, review");
  await shoot(page, "wizard-review");
  await page.getByRole("button", { name: "Create and send for signing" }).click();
  await expect(page.getByText("Agreement created and sent to amelia@example.com.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  await page.getByRole("link", { name: "Open the agreement" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toContainText("Agreement");
  await expect(page.getByText("Sent for signing").first()).toBeVisible();
  await expect(page.getByRole("table", { name: "Audit trail" })).toContainText("Link sent");
  await expectNoAxeViolations(page, "agreement, sent");
  await shoot(page, "agreement-sent");

  // Both agreements of the vehicle exist side by side: overlapping is allowed.
  const list = await api.call<{ data: { status: string }[] }>(
    "GET",
    `/agreements?vehicle_id=${existing.vehicleId}`,
  );
  expect(list.data.map((a) => a.status).sort()).toEqual(["sent", "signed"]);

  await page.goto(`/agreements/${existing.id}`);
  await expect(page.getByRole("heading", { name: "Hand over the vehicle" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Audit trail" })).toContainText("Signed");
  await page.getByLabel("Odometer at handover (miles)").fill("12000");
  await page.getByRole("button", { name: "Hand over vehicle" }).click();
  // Nothing blocks this hire: the dialog lists what staff should know and hands over.
  const handover = page.getByRole("alertdialog");
  await expect(handover).toContainText("The hirer's driving licence has not been checked.");
  await handover.getByRole("button", { name: "Hand over vehicle" }).click();
  await expect(page.getByRole("heading", { name: "Return" })).toBeVisible();
  await page.getByLabel("Odometer at return (miles)").fill("12700");
  await expect(page.getByText("700 miles of 600 allowed")).toBeVisible();
  await expectNoAxeViolations(page, "agreement, return");
  await shoot(page, "agreement-return");
  await page.getByRole("button", { name: "Close agreement" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Close agreement" }).click();
  await expect(page.getByText("Returned and closed")).toBeVisible();
  await expect(page.locator("span", { hasText: "Closed" }).first()).toBeVisible();

  await page.goto("/agreements");
  await page.getByRole("button", { name: "Closed", exact: true }).click();
  await expect(page).toHaveURL(/status=closed/);
  await expectNoAxeViolations(page, "agreements list");
  await shoot(page, "list");

  // The hirer's page lists their agreements.
  const hirers = await api.call<{ data: { id: string }[] }>("GET", "/customers?q=amelia");
  await page.goto(`/customers/${hirers.data[0]!.id}`);
  await expect(page.getByRole("heading", { name: "Rental agreements" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Amelia Hirer" }).first()).toBeVisible();
  await shoot(page, "hirer-agreements");
});

test("Settings > Terms: editing makes a new version, shown with a preview", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await companyWithKey(page, "Harbour Van Hire");
  await page.goto("/settings/terms");
  await expect(
    page.getByRole("heading", { name: "Preview as the hirer will see it" }),
  ).toBeVisible();
  const body = page.getByLabel("Terms (plain text; a blank line starts a new paragraph)");
  await body.fill("First paragraph of our terms.\n\nSecond paragraph.");
  await expect(page.getByText("Second paragraph.", { exact: true })).toBeVisible();
  // Long terms scroll inside the preview, which a keyboard reaches and scrolls too.
  await body.fill(
    Array.from(
      { length: 40 },
      (_, i) =>
        `Clause ${i + 1}. The hirer returns the vehicle on time, clean, and with the fuel it left with.`,
    ).join("\n\n"),
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("list", { name: "Versions" })).toContainText("Version 2");
  await expectNoAxeViolations(page, "terms settings, long terms scrolling in the preview");
  const preview = page.getByRole("region", { name: "Terms preview" });
  await preview.focus();
  await page.keyboard.press("End");
  await expect.poll(() => preview.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await shoot(page, "terms");
});
