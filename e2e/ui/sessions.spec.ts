// Issue 15 item 6: sessions end for real (a copied cookie stops working), change password,
// forgot password; item 9: the login page prints only its own sentences.
import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { expectNoAxeViolations } from "../axe";
import { logIn, logOut, PASSWORD, signUp } from "../helpers";

/** A second browser holding a copy of `context`'s cookies (a stolen or forgotten cookie). */
async function copyOf(browser: Browser, context: BrowserContext) {
  const copy = await browser.newContext();
  await copy.addCookies(await context.cookies());
  return copy;
}

async function expectSignedIn(context: BrowserContext, signedIn: boolean) {
  const page = await context.newPage();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(signedIn ? /\/dashboard$/ : /\/login/);
  await page.close();
}

test("logging out ends the session: a copy of the old cookie no longer opens any page", async ({
  page,
  browser,
}) => {
  await signUp(page, { company: "Cookie Jar Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const copy = await copyOf(browser, page.context());
  await expectSignedIn(copy, true);

  await logOut(page);
  await expectSignedIn(copy, false);
  const api = await copy.request.get("/api/trpc/account.me");
  expect(api.status()).toBe(401);
  // next-auth's own session endpoint neither names the user nor renews the cookie.
  const session = await copy.request.get("/api/auth/session");
  expect(await session.json()).toEqual({});
  const cookies = session
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie" && h.value.includes("session-token"));
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies)
    expect(cookie.value).toMatch(/session-token=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  await copy.close();
});

test("changing the password asks for the current one and logs out every device", async ({
  page,
  browser,
}) => {
  const email = await signUp(page, { company: "Password Change Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const otherDevice = await copyOf(browser, page.context());

  await page.getByRole("link", { name: "Sign-in and security" }).last().click();
  await expect(page.getByRole("heading", { name: "Sign-in and security" })).toBeVisible();
  await expectNoAxeViolations(page, "sign-in and security");

  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password").fill("a-brand-new-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Your current password is not right.",
  );
  await expectSignedIn(otherDevice, true);

  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/login\?notice=password_changed/);
  await expect(page.getByRole("status")).toContainText("Your password was changed");
  await expectSignedIn(otherDevice, false);
  await otherDevice.close();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "That email and password don't match an account.",
  );
  await logIn(page, email, "a-brand-new-password");
});

test("forgot password answers the same whether or not the email has an account", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
  await expectNoAxeViolations(page, "forgot password");
  await page.getByLabel("Email").fill("nobody-at-all@example.test");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "If nobody-at-all@example.test has a Kerbside account, we have sent it a link to choose a new password. The link works once, for an hour.",
  );

  await page.goto("/login/reset?token=not-a-real-token");
  await page.getByLabel("New password").fill("a-reset-password-1");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "This reset link has expired or was already used. Ask for a new one.",
  );
  await expectNoAxeViolations(page, "reset password");
});

test("the login page prints only its own sentences, never text from the address", async ({
  page,
}) => {
  await page.goto("/login?error=Your%20account%20is%20suspended.%20Call%200800%20000%20000");
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  await expect(page.getByText("0800")).toHaveCount(0);
  await page.goto("/login?error=throttled");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Too many attempts. Wait a few minutes, then try again.",
  );
});

test("after log-in the browser goes only to a page of this site, never to the callbackUrl of another", async ({
  page,
}) => {
  const email = await signUp(page, { company: "Open Redirect Hire" });
  await logOut(page);
  for (const callbackUrl of [
    "//other.example/x",
    "/\\other.example/x",
    "https://other.example/x",
  ]) {
    await page.goto(`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page, callbackUrl).toHaveURL(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/dashboard$/);
    await logOut(page);
  }
  await page.goto(`/login?callbackUrl=${encodeURIComponent("/vehicles")}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/vehicles$/);
});
