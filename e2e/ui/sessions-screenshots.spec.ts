// Screenshots of the sign-in and security pages at phone and desktop widths, for a person
// to look at (E2E_SCREENSHOTS=1; written to e2e/screenshots/, which git ignores).
import { expect, test } from "@playwright/test";
import { PASSWORD, signUp, uniqueEmail } from "../helpers";
import { linkInEmail } from "../mailbox";

test.skip(!process.env.E2E_SCREENSHOTS, "set E2E_SCREENSHOTS=1 to take screenshots");

test("security, forgot, reset password and sign-up link pages", async ({ page, browser }) => {
  await signUp(page, { company: "Screenshot Security Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const guest = await (await browser.newContext()).newPage();
  const email = uniqueEmail("shot");
  await guest.goto("/signup");
  await guest.getByLabel("Company name").fill("Screenshot Pending Hire");
  await guest.getByLabel("Your name").fill("Pat Pending");
  await guest.getByLabel("Work email").fill(email);
  await guest.getByLabel("Password").fill(PASSWORD);
  await guest.getByRole("button", { name: "Create account" }).click();
  await expect(guest.getByRole("heading", { name: "Check your email" })).toBeVisible();
  for (const width of [390, 1440]) {
    await guest.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await guest.screenshot({
      path: `e2e/screenshots/acc-signup-sent-${width}.png`,
      fullPage: true,
    });
  }
  const confirm = await linkInEmail(email, /Confirm your email/, "/signup/confirm/");
  const shots = [
    ["security", "/settings/security", page],
    ["forgot", "/login/forgot", guest],
    ["reset", "/login/reset?token=example", guest],
    ["login-notice", "/login?notice=password_changed", guest],
    ["signup-confirm", confirm, guest],
    ["signup-link-used", "/signup/confirm/not-a-live-link-at-all-000000", guest],
  ] as const;
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    for (const [name, path, p] of shots) {
      await p.setViewportSize({ width, height });
      await p.goto(path);
      await p.waitForLoadState("networkidle");
      await p.screenshot({ path: `e2e/screenshots/acc-${name}-${width}.png`, fullPage: true });
    }
  }
  await page.goto("/settings/security");
  await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
  await expect(page.getByTestId("two-step-secret")).toBeVisible();
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: `e2e/screenshots/acc-two-step-setup-${width}.png`,
      fullPage: true,
    });
  }
});
