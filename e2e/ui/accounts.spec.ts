import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../axe";
import { logIn, logOut, PASSWORD, signUpViaUi } from "../helpers";
import { linkInEmail, emailTo } from "../mailbox";

test("a UK company signs up, sees its 10 free credits, logs out and back in", async ({ page }) => {
  const email = await signUpViaUi(page, { company: "Leeds Van Hire" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Leeds Van Hire" })).toBeVisible();
  await expect(page.getByTestId("credit-balance")).toHaveText("10");

  await logOut(page);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);

  await logIn(page, email);
  await expect(page.getByTestId("credit-balance")).toHaveText("10");
});

test("signing up with an email that has an account looks the same, and only the mailbox learns it", async ({
  page,
}) => {
  const email = await signUpViaUi(page, { company: "Skipton Hire" });
  await logOut(page);

  await page.goto("/signup");
  await page.getByLabel("Company name").fill("Someone Else Ltd");
  await page.getByLabel("Your name").fill("Eve Prober");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Password").fill("a-different-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(`We've sent a link to ${email}`);
  await expectNoAxeViolations(page, "sign-up sent");

  const reminder = await emailTo(email, /You already have a Kerbside account/);
  expect(reminder.text).toContain("/login/forgot");
  expect(reminder.text).not.toContain("/signup/confirm/");
  await logIn(page, email);
  await expect(page.getByRole("heading", { name: "Skipton Hire" })).toBeVisible();
});

test("a sign-up link asks for the password chosen, works once, then says it can't be used", async ({
  page,
}) => {
  await page.goto("/signup");
  const email = `link-${Date.now()}@example.test`;
  await page.getByLabel("Company name").fill("Settle Car Hire");
  await page.getByLabel("Your name").fill("Sam Settle");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  const link = await linkInEmail(email, /Confirm your email/, "/signup/confirm/");

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Finish signing up" })).toBeVisible();
  await expectNoAxeViolations(page, "finish signing up");
  await page.getByLabel("Password").fill("not-my-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "That isn't the password you chose when you signed up.",
  );
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("credit-balance")).toHaveText("10");

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link can't be used" })).toBeVisible();
});

test("a company outside the UK is refused politely and no account is made", async ({ page }) => {
  const email = await signUpViaUi(page, { company: "Paris Location", country: "FR" });
  await expect(page.getByRole("main").getByRole("alert")).toContainText("United Kingdom only");
  await expect(page).toHaveURL(/\/signup$/);

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct-horse-battery");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "That email and password don't match an account.",
  );
});

test("a wrong password gets the same message as an unknown email", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("demo@kerbside.test");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "That email and password don't match an account.",
  );
});

test("the demo login printed at start works", async ({ page }) => {
  await logIn(page, "demo@kerbside.test", "kerbside-demo");
  await expect(page.getByRole("heading", { name: "Demo Fleet Hire" })).toBeVisible();
});
