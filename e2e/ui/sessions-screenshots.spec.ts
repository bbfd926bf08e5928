// Screenshots of the sign-in and security pages at phone and desktop widths, for a person
// to look at (E2E_SCREENSHOTS=1; written to e2e/screenshots/, which git ignores).
import { expect, test } from "@playwright/test";
import { signUpViaUi } from "../helpers";

test.skip(!process.env.E2E_SCREENSHOTS, "set E2E_SCREENSHOTS=1 to take screenshots");

test("security, forgot and reset password pages", async ({ page, browser }) => {
  await signUpViaUi(page, { company: "Screenshot Security Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const guest = await (await browser.newContext()).newPage();
  const shots = [
    ["security", "/settings/security", page],
    ["forgot", "/login/forgot", guest],
    ["reset", "/login/reset?token=example", guest],
    ["login-notice", "/login?notice=password_changed", guest],
  ] as const;
  for (const [width, height] of [[390, 844], [1440, 900]] as const) {
    for (const [name, path, p] of shots) {
      await p.setViewportSize({ width, height });
      await p.goto(path);
      await p.waitForLoadState("networkidle");
      await p.screenshot({ path: `e2e/screenshots/acc-${name}-${width}.png`, fullPage: true });
    }
  }
});
