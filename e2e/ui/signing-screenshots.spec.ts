// Screenshots of the signing page in every state at 390x844 and 1440x900, for a person
// to look at (E2E_SCREENSHOTS=1; written to e2e/screenshots/, which git ignores).
import { expect, test, type Page } from "@playwright/test";
import { companyWithKey, drawOnPad, Rest } from "../agreements-app-api";

test.skip(!process.env.E2E_SCREENSHOTS, "set E2E_SCREENSHOTS=1 to take screenshots");

const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

async function shootBoth(page: Page, name: string, prepare: () => Promise<void>) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await prepare();
    await page.screenshot({
      path: `e2e/screenshots/i12-sign-${name}-${size.width}.png`,
      fullPage: true,
    });
  }
}

test("signing page: review, form errors, signed, expired, cancelled, not valid", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = new Rest(request, await companyWithKey(page, "Harbour Van Hire"));
  const live = await api.sentAgreement();
  const toSign = await api.sentAgreement();
  const expiring = await api.sentAgreement({ expiresIn: 10 });
  const cancelled = await api.sentAgreement();
  await api.call("DELETE", `/agreements/${cancelled.id}`);

  await shootBoth(page, "review", async () => {
    await page.goto(live.path);
  });
  await shootBoth(page, "errors", async () => {
    await page.goto(live.path);
    await page.getByRole("button", { name: "Sign", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("Enter your full name.");
  });
  await page.setViewportSize(SIZES[0]!);
  await page.goto(toSign.path);
  await page.getByRole("textbox", { name: "Full name" }).fill("Amelia Hirer");
  await page.getByRole("checkbox", { name: "I have read and agree to the terms" }).check();
  await drawOnPad(page);
  await page.screenshot({ path: "e2e/screenshots/i12-sign-filled-390.png", fullPage: true });
  await page.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agreement signed");
  await shootBoth(page, "signed", async () => {
    await page.goto(toSign.path);
  });
  await page.waitForTimeout(10_500);
  await shootBoth(page, "expired", async () => {
    await page.goto(expiring.path);
  });
  await shootBoth(page, "cancelled", async () => {
    await page.goto(cancelled.path);
  });
  await shootBoth(page, "not-valid", async () => {
    await page.goto("/sign/this-is-not-a-real-signing-token-at-all");
  });
});
