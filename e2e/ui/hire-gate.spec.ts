// The hire gate and carrying data forward in a browser: a new agreement started from a hirer's
// page has that hirer chosen, and its review says in sentences why the vehicle (AA19MOT, MOT run
// out) may not go on hire; the handover preselects the day's signed-off check-out report and its
// odometer, and its dialog needs a typed reason to hand over anyway, which the agreement page
// and its activity then show. The return points out a check-in report made before the handover,
// and a ticket opened from that report links its agreement, hirer and vehicle.
import { expect, test, type Page } from "@playwright/test";
import { formatCalendarDate } from "../../src/server/models/uk-format";
import { companyWithKey, drawOnPad, Rest } from "../agreements-app-api";
import { expectNoAxeViolations } from "../axe";
import { activitySection } from "../helpers";

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Screenshots at a phone's and a desktop's width, when E2E_SHOTS_DIR names a folder (a dialog: what is on screen). */
async function shoot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function sign(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole("textbox", { name: "Full name" }).fill("Amelia Hirer");
  await page.getByRole("checkbox", { name: "I have read and agree to the terms" }).check();
  await drawOnPad(page);
  await page.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agreement signed");
}

/** A report of the vehicle through the API, with its odometer, completed and signed off. */
async function signedOffReport(
  api: Rest,
  body: { vrm: string; type: "outbound" | "inbound"; agreement_id?: string },
  odometer: number,
) {
  const report = await api.call<{ id: string }>("POST", "/reports", body);
  await api.call("PUT", `/reports/${report.id}`, { odometer });
  await api.call("POST", `/reports/${report.id}/complete`);
  await api.call("POST", `/reports/${report.id}/sign-off`, { signed_by_name: "Sam Yard" });
  return report.id;
}

test("a hire that must not happen: warned in the wizard, overridden at handover with a reason", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const api = new Rest(request, await companyWithKey(page, "Harbour Van Hire"));
  const sent = await api.sentAgreement({ vrm: "AA19MOT" });
  const vehicle = await api.call<{ mot_valid_until: string }>("GET", `/vehicles/${sent.vehicleId}`);
  const motSentence = `The MOT of AA19 MOT ran out on ${formatCalendarDate(vehicle.mot_valid_until)}.`;
  const notChecked = "The hirer's driving licence has not been checked.";
  const hirer = (await api.call<{ data: { id: string }[] }>("GET", "/customers?q=amelia")).data[0]!;

  // An unknown or malformed id is ignored: the wizard starts at the hirer.
  await page.goto("/agreements/new?customer_id=cus_01jd8x3m5kf3v9w2q7r4t6y8z0&vehicle_id=x");
  await expect(page.getByLabel("Find a hirer")).toBeVisible();

  // From the hirer's page, the wizard starts with the hirer chosen, at the vehicle.
  await page.goto(`/customers/${hirer.id}`);
  await page.getByRole("link", { name: "New agreement" }).click();
  await expect(page).toHaveURL(`/agreements/new?customer_id=${hirer.id}`);
  await expect(page.getByRole("region", { name: "1. Hirer" })).toContainText(
    "Amelia Hirer, amelia@example.com",
  );
  await expect(page.getByLabel("Registration (VRM)")).toBeVisible();
  await page.getByLabel("Registration (VRM)").fill("aa19 mot");
  await page.getByRole("button", { name: "Use this vehicle" }).click();
  await page.getByLabel("Start (UK time)").fill("2026-07-08T10:00");
  await page.getByLabel("End (UK time)").fill("2026-07-11T10:00");
  await page.getByLabel("Daily rate (£)").fill("45");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  const review = page.getByTestId("hire-warnings");
  await expect(review).toContainText(motSentence);
  await expect(review).toContainText("Blocks the handover");
  await expect(review).toContainText(notChecked);
  await expectNoAxeViolations(page, "new agreement, review with warnings");
  await shoot(page, "wizard-review");

  // Before signing, the send panel says what will stop the handover.
  await page.goto(`/agreements/${sent.id}`);
  await expect(page.getByRole("heading", { name: "Waiting for the hirer" })).toBeVisible();
  await expect(page.getByTestId("hire-warnings")).toContainText(motSentence);
  await expect(page.getByTestId("hire-warnings")).toContainText("Check before the hirer signs");
  await expectNoAxeViolations(page, "agreement, sent with warnings");
  await shoot(page, "agreement-sent");

  // The day's signed-off check-out report is chosen, with its odometer.
  const outbound = await signedOffReport(api, { vrm: "AA19MOT", type: "outbound" }, 42150);
  await sign(page, sent.path);
  await page.goto(`/agreements/${sent.id}`);
  await expect(page.getByRole("heading", { name: "Hand over the vehicle" })).toBeVisible();
  await expect(page.getByLabel("Check-out report")).toHaveValue(outbound);
  await expect(page.getByLabel("Odometer at handover (miles)")).toHaveValue("42150");
  await expect(page.getByText("From the check-out report.")).toBeVisible();
  await expect(page.getByTestId("hire-warnings")).toContainText(motSentence);
  await expectNoAxeViolations(page, "agreement, handover with warnings");
  await shoot(page, "agreement-handover");

  await page.getByRole("button", { name: "Hand over vehicle" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Hand over AA19 MOT to Amelia Hirer?" });
  await expect(dialog).toContainText(motSentence);
  await expect(dialog).toContainText(notChecked);
  await dialog.getByRole("button", { name: "Hand over anyway" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Write why the vehicle goes out despite the warnings: it is kept on the agreement.",
  );
  await expect(dialog.getByLabel("Why is it going out anyway?")).toBeFocused();
  await expectNoAxeViolations(page, "handover dialog, reason missing");
  await shoot(page, "handover-dialog", false);
  const reason = "MOT booked for 9am; the hirer drives it straight to the test centre.";
  await dialog.getByLabel("Why is it going out anyway?").fill(reason);
  await dialog.getByRole("button", { name: "Hand over anyway" }).click();

  await expect(page.getByRole("heading", { name: "Return" })).toBeVisible();
  await expect(page.getByText("Out on hire").first()).toBeVisible();
  const facts = page.getByRole("region", { name: "The agreement" });
  await expect(facts).toContainText("Handed over despite warnings");
  await expect(facts).toContainText(reason);
  const activity = (await activitySection(page))
    .getByTestId("activity-row")
    .filter({ hasText: "handed over" });
  await expect(activity).toContainText(reason);
  await expect(activity).toContainText("MOT expired");
  const out = await api.call<{ status: string; handover_override_reason: string }>(
    "GET",
    `/agreements/${sent.id}`,
  );
  expect(out).toMatchObject({ status: "out", handover_override_reason: reason });
  await expectNoAxeViolations(page, "agreement, out after an override");
  await shoot(page, "agreement-out");
});

test("the return preselects the day's check-in report and says when it was made before the handover; its ticket links the hire", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const api = new Rest(request, await companyWithKey(page, "Harbour Van Hire"));
  const sent = await api.sentAgreement({ vrm: "AA19AAA" });
  const early = await signedOffReport(
    api,
    { vrm: "AA19AAA", type: "inbound", agreement_id: sent.id },
    12480,
  );
  await sign(page, sent.path);
  await api.call("POST", `/agreements/${sent.id}/handover`, { odometer: 12000 });

  await page.goto(`/agreements/${sent.id}`);
  await expect(page.getByRole("heading", { name: "Return" })).toBeVisible();
  await expect(page.getByLabel("Check-in report")).toHaveValue(early);
  await expect(page.getByLabel("Odometer at return (miles)")).toHaveValue("12480");
  await expect(page.getByRole("status").filter({ hasText: "before the handover" })).toContainText(
    "This check-in report was made",
  );
  await expectNoAxeViolations(page, "agreement, return with an early report");
  await shoot(page, "agreement-return");

  await page.goto(`/reports/${early}`);
  await page.getByRole("link", { name: "Open a ticket" }).click();
  await expect(
    page.getByRole("link", { name: /^Report\s*Inbound report · AA19AAA/ }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /^Agreement\s*Agreement BK-1042/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Vehicle\s*AA19AAA/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Customer\s*Amelia Hirer/ })).toBeVisible();
  await expectNoAxeViolations(page, "new ticket from a report");
  await shoot(page, "ticket-from-report");

  // From the vehicle's page, the wizard starts with the vehicle chosen.
  await page.goto(`/vehicles/${sent.vehicleId}`);
  await expect(page.getByRole("region", { name: "Current hire" })).toContainText("Amelia Hirer");
  await expectNoAxeViolations(page, "vehicle page with New agreement");
  await shoot(page, "vehicle");
  await page.getByRole("link", { name: "New agreement" }).click();
  await expect(page).toHaveURL(`/agreements/new?vehicle_id=${sent.vehicleId}`);
  await expect(page.getByRole("region", { name: "2. Vehicle" })).toContainText("AA19 AAA");
  await expect(page.getByLabel("Find a hirer")).toBeVisible();
  await shoot(page, "wizard-from-vehicle");
});
