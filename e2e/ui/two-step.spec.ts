// Issue 14 items 4-5: two-step sign-in set up with codes computed here as an authenticator
// app would, a log-in with a code, a recovery code that works once; signed-in devices.
import { expect, test, type Page } from "@playwright/test";
import { generate } from "otplib";
import { expectNoAxeViolations } from "../axe";
import { logOut, PASSWORD, signUp } from "../helpers";

const codeAt = (secret: string, offsetSeconds: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

async function logInWithCode(page: Page, email: string, code: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Two-step sign-in is on for this account. Enter the code from your app.",
  );
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

test("an Owner sets up two-step sign-in, logs in with a code, and a recovery code works once", async ({
  page,
}) => {
  const email = await signUp(page, { company: "Keighley Hire" });
  await page.goto("/settings/security");
  await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
  await expect(
    page.getByRole("img", { name: "QR code to add Kerbside to your authenticator app" }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "two-step set-up");
  const secret = (await page.getByTestId("two-step-secret").textContent())!.trim();

  await page.getByLabel("Code from the app").fill("000000");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("That code isn't right");
  await page.getByLabel("Code from the app").fill(await codeAt(secret, 0));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  const codes = (
    await page.getByTestId("recovery-codes").getByRole("listitem").allTextContents()
  ).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await expectNoAxeViolations(page, "recovery codes");
  await page.getByRole("button", { name: "I've saved them" }).click();
  await expect(
    page.getByText("On: you log in with your password and a code from your app."),
  ).toBeVisible();
  await logOut(page);

  // A code from the app (the next time step: the set-up's own code is used up).
  await logInWithCode(page, email, "123456");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("That code isn't right");
  await logInWithCode(page, email, await codeAt(secret, 30));
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);

  // A recovery code, once.
  await logInWithCode(page, email, codes[0]!);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings/security");
  await expect(page.getByTestId("recovery-codes-left")).toContainText(
    "9 of 10 recovery codes left",
  );
  // New codes ask for the password again.
  await page.getByRole("button", { name: "Make new recovery codes" }).click();
  await page.getByLabel("Your password").fill("not-my-password");
  await page.getByRole("button", { name: "Make new codes" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("That password isn't right.");
  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Make new codes" }).click();
  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  const renewed = (
    await page.getByTestId("recovery-codes").getByRole("listitem").allTextContents()
  ).map((c) => c.trim());
  expect(renewed).toHaveLength(10);
  expect(renewed).not.toContain(codes[1]);
  await page.getByRole("button", { name: "I've saved them" }).click();
  await expect(page.getByTestId("recovery-codes-left")).toContainText(
    "10 of 10 recovery codes left",
  );
  await logOut(page);
  await logInWithCode(page, email, codes[0]!);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("That code isn't right");
  await expect(page).toHaveURL(/\/login/);
});

test("a user sees their signed-in devices and signs another one out", async ({ page, browser }) => {
  const email = await signUp(page, { company: "Bingley Hire" });
  const other = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  });
  const laptop = await other.newPage();
  await laptop.goto("/login");
  await laptop.getByLabel("Email").fill(email);
  await laptop.getByLabel("Password").fill(PASSWORD);
  await laptop.getByRole("button", { name: "Log in" }).click();
  await expect(laptop).toHaveURL(/\/dashboard$/);

  await page.goto("/settings/security");
  const devices = page.getByTestId("signed-in-device");
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: "This device" })).toHaveCount(1);
  await expectNoAxeViolations(page, "signed-in devices");
  await devices
    .filter({ hasText: "Chrome on Windows" })
    .getByRole("button", { name: /^Sign out/ })
    .click();
  await expect(devices).toHaveCount(1);

  await laptop.goto("/vehicles");
  await expect(laptop).toHaveURL(/\/login/);
  await other.close();
});
