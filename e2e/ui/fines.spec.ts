// Fines in a browser: a hire signed on the hirer's phone and handed over; a parking ticket
// recorded through the form is matched to it and shows the hire and hirer; Transfer to hirer
// offers the pack's preview, then moves it; the sealed pack downloads. A notice three days from
// its respond_by date is warned about on the list (due soon) and on the dashboard. Both widths
// are looked at, axe clean.
import { writeFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { companyWithKey, drawOnPad, Rest } from "../agreements-app-api";
import { expectGoodAtBothWidths, expectNoAxeViolations } from "../axe";

test.use({ timezoneId: "Europe/London" });

const ukDay = (at: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(at);
/** `YYYY-MM-DDTHH:mm` in UK time, as a datetime-local field takes it. */
const ukLocal = (at: Date) =>
  new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  })
    .format(at)
    .replace(" ", "T");

test("a fine matched to the hire, transferred to the hirer with its pack, and warned about when due", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const api = new Rest(request, await companyWithKey(page, "Harbour Van Hire"));
  const sent = await api.sentAgreement({ vrm: "AA19AAA" });
  await page.goto(sent.path);
  await page.getByRole("textbox", { name: "Full name" }).fill("Amelia Hirer");
  await page.getByRole("checkbox", { name: "I have read and agree to the terms" }).check();
  await drawOnPad(page);
  await page.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agreement signed");
  await api.call("POST", `/agreements/${sent.id}/handover`, {});

  // A notice 25 days old for a time before the hire: no hire, 3 days left to answer.
  const old = new Date(Date.now() - 26 * 86_400_000);
  await api.call("POST", "/fines", {
    kind: "bus_lane",
    issuer: "Leeds City Council",
    reference: "LD00011122",
    vrm: "AA19AAA",
    contravention_at: old.toISOString(),
    notice_date: ukDay(new Date(Date.now() - 25 * 86_400_000)),
    amount_pence: 7000,
  });

  // The ticket: a few minutes after the handover (the hire is still out), noticed today.
  const when = new Date(Date.now() + 3 * 60_000);
  await page.goto("/fines/new");
  await page.getByLabel("Registration").fill("aa19 aaa");
  await page.getByLabel("Issuer", { exact: true }).fill("Camden Council");
  await page.getByLabel("Issuer's reference").fill("CU12345678");
  await page.getByLabel("When it happened").fill(ukLocal(when));
  await page.getByLabel("Where").fill("Camden High Street, NW1");
  await page.getByLabel("Amount (£)").fill("65");
  await page.getByLabel("Notice date").fill(ukDay(when));
  await expectNoAxeViolations(page, "record a fine");
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: "e2e/screenshots/fine-form-1440.png", fullPage: true });
  await page.getByRole("button", { name: "Record fine" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CU12345678");
  const hire = page.getByRole("region", { name: "The hire" });
  await expect(hire.getByText("The vehicle was out on this hire when it happened.")).toBeVisible();
  await expect(hire.getByRole("link", { name: "Amelia Hirer" })).toBeVisible();
  await expect(hire.getByRole("link", { name: "BK-1042" })).toBeVisible();
  const fineUrl = page.url();
  await expectGoodAtBothWidths(page, "fine-matched", () =>
    expect(hire.getByRole("link", { name: "Amelia Hirer" })).toBeVisible(),
  );

  await page.getByRole("button", { name: "Transfer to hirer" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Transfer this fine to the hirer?" });
  const preview = dialog.getByRole("link", { name: /Preview the transfer pack/ });
  await expect(preview).toHaveAttribute(
    "href",
    /\/api\/app\/fines\/fin_[0-9a-z]+\/pdf\?download=0$/,
  );
  await expectNoAxeViolations(page, "transfer dialog");
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: "e2e/screenshots/fine-transfer-dialog-1440.png" });
  const pack = await page.request.get((await preview.getAttribute("href"))!);
  expect(pack.status()).toBe(200);
  expect(pack.headers()["content-type"]).toBe("application/pdf");
  expect((await pack.body()).subarray(0, 5).toString()).toBe("%PDF-");
  if (process.env.E2E_SCREENSHOTS)
    await writeFile("e2e/screenshots/fine-pack.pdf", await pack.body());
  await dialog.getByRole("button", { name: "Transfer to hirer" }).click();
  await expect(page.getByText("Transferred to hirer").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Transfer to hirer" })).toHaveCount(0);

  await page.goto("/fines?due=soon");
  await expect(page.getByTestId("fine-row").filter({ hasText: "LD00011122" })).toContainText(
    "3 days left",
  );
  await expect(page.getByText("CU12345678")).toHaveCount(0);
  await page.goto("/fines");
  await expectGoodAtBothWidths(page, "fines-list", () =>
    expect(page.getByText("CU12345678").locator("visible=true").first()).toBeVisible(),
  );

  await page.goto("/dashboard");
  await expect(page.getByText("1 fine to answer within 7 days.")).toBeVisible();
  await expectGoodAtBothWidths(page, "fines-dashboard", () =>
    expect(page.getByRole("link", { name: "See fines due soon" })).toBeVisible(),
  );
  await page.goto(fineUrl);
  await expect(page.getByText("Transferred to the hirer")).toBeVisible();
});
