// Shared e2e helpers: sign up a fresh company through the UI, log in.
import { expect, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";

export const PASSWORD = "correct-horse-battery";
export const uniqueEmail = (label = "owner") => `${label}-${randomUUID().slice(0, 8)}@example.test`;

export async function signUpViaUi(page: Page, options: { company?: string; country?: string; email?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  await page.goto("/signup");
  await page.getByLabel("Company name").fill(options.company ?? "Northern Van Hire");
  await page.getByLabel("Your name").fill("Nadia Owner");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("Country where the company is registered").selectOption(options.country ?? "GB");
  await page.getByRole("button", { name: "Create account" }).click();
  return email;
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function logOut(page: Page) {
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("button", { name: "Log out" }).last().click();
  await expect(page).toHaveURL(/\/login/);
}

/** Opens the newest mail to `to` on the Sent email page. Mail goes out through a background job, so reload until it is listed. */
export async function openMailTo(page: Page, to: string, subject: RegExp = /./): Promise<void> {
  const mail = page.getByRole("link", { name: subject }).filter({ hasText: `To ${to}` }).first();
  await expect(async () => {
    await page.goto("/email");
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await mail.click();
}
