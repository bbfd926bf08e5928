// Shared e2e helpers: sign up a fresh company through the UI, log in.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { linkInEmail } from "./mailbox";

export const PASSWORD = "correct-horse-battery";
export const uniqueEmail = (label = "owner") => `${label}-${randomUUID().slice(0, 8)}@example.test`;

// The browser's own wire format (httpBatchLink): `?batch=1`, inputs keyed by position,
// an absent key for a procedure without input.
export async function trpc(session: APIRequestContext, procedure: string, input?: unknown) {
  const response = await session.post(`/api/trpc/${procedure}?batch=1`, {
    data: input === undefined ? {} : { 0: input },
  });
  expect(response.status(), `${procedure}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as [{ result: { data: unknown } }])[0].result.data;
}

/**
 * Signs up a company and logs its Owner in on `session`, sending what the sign-up forms, the
 * emailed link's page and the log-in form send, without drawing them (accounts.spec.ts drives
 * the forms themselves).
 */
export async function signUpOverHttp(
  session: APIRequestContext,
  options: { company?: string; email?: string } = {},
): Promise<string> {
  const email = options.email ?? uniqueEmail();
  await trpc(session, "account.signUp", {
    company_name: options.company ?? "Northern Van Hire",
    name: "Nadia Owner",
    email,
    password: PASSWORD,
    country: "GB",
  });
  const token = (await linkInEmail(email, /Confirm your email/, "/signup/confirm/"))
    .split("/")
    .at(-1);
  await trpc(session, "account.confirmSignUp", { token, password: PASSWORD });
  const { csrfToken } = (await (await session.get("/api/auth/csrf")).json()) as {
    csrfToken: string;
  };
  const login = await session.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password: PASSWORD, json: "true" },
  });
  expect(login.ok()).toBe(true);
  return email;
}

/** A fresh company whose Owner is logged in on `page`, which ends on the dashboard. */
export async function signUp(
  page: Page,
  options: { company?: string; email?: string } = {},
): Promise<string> {
  const email = await signUpOverHttp(page.request, options);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/**
 * Signs up through the form, then (when the form accepts it) opens the emailed link and
 * finishes with the password, ending on the dashboard. A refused form stays as it is.
 */
export async function signUpViaUi(
  page: Page,
  options: { company?: string; country?: string; email?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  await page.goto("/signup");
  await page.getByLabel("Company name").fill(options.company ?? "Northern Van Hire");
  await page.getByLabel("Your name").fill("Nadia Owner");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page
    .getByLabel("Country where the company is registered")
    .selectOption(options.country ?? "GB");
  await page.getByRole("button", { name: "Create account" }).click();
  const sent = page.getByRole("heading", { name: "Check your email" });
  await expect(sent.or(page.getByRole("main").getByRole("alert"))).toBeVisible();
  if (!(await sent.isVisible())) return email;
  await page.goto(await linkInEmail(email, /Confirm your email/, "/signup/confirm/"));
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/** The invitation link as the invitee's mailbox got it (the stored copy on Sent email has none). */
export function invitationLink(email: string): Promise<string> {
  return linkInEmail(email, /invited you to/, "/invite/");
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
export async function openEmailTo(page: Page, to: string, subject: RegExp = /./): Promise<void> {
  const mail = page
    .getByRole("link", { name: subject })
    .filter({ hasText: `To ${to}` })
    .first();
  await expect(async () => {
    await page.goto("/email");
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await mail.click();
}

/** An object page's Activity section, scrolled to as a person would: it reads its rows only when near the screen. */
export async function activitySection(page: Page) {
  const section = page.getByRole("region", { name: "Activity" });
  await section.scrollIntoViewIfNeeded();
  return section;
}
