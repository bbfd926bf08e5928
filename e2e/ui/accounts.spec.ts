import { expect, test } from "@playwright/test";
import { logIn, logOut, signUpViaUi } from "../helpers";

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

test("a company outside the UK is refused politely and no account is made", async ({ page }) => {
  const email = await signUpViaUi(page, { company: "Paris Location", country: "FR" });
  await expect(page.getByRole("main").getByRole("alert")).toContainText("United Kingdom only");
  await expect(page).toHaveURL(/\/signup$/);

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct-horse-battery");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("That email and password don't match an account.");
});

test("a wrong password gets the same message as an unknown email", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("demo@kerbside.test");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("That email and password don't match an account.");
});

test("the demo login printed at start works", async ({ page }) => {
  await logIn(page, "demo@kerbside.test", "kerbside-demo");
  await expect(page.getByRole("heading", { name: "Demo Fleet Hire" })).toBeVisible();
});
