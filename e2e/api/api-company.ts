// An e2e company with API access on and a fresh key, made the way the browser does
// (sign-up, the emailed link and session calls over HTTP), so the api project needs no browser.
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { PASSWORD, uniqueEmail } from "../helpers";
import { linkInMail } from "../mailbox";

// The browser's own wire format (httpBatchLink): `?batch=1`, inputs keyed by position,
// an absent key for a procedure without input.
async function trpc(session: APIRequestContext, procedure: string, input?: unknown) {
  const response = await session.post(`/api/trpc/${procedure}?batch=1`, { data: input === undefined ? {} : { 0: input } });
  expect(response.status(), `${procedure}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as [{ result: { data: unknown } }])[0].result.data;
}

/** Signs up a company, logs in, switches API access on and regenerates its key. */
export async function apiCompany(): Promise<{ key: string; session: APIRequestContext; call: typeof trpc }> {
  const session = await playwrightRequest.newContext({ baseURL });
  const email = uniqueEmail("api");
  await trpc(session, "account.signUp", { company_name: "Curl Hire Ltd", name: "Cora Curl", email, password: PASSWORD, country: "GB" });
  const token = (await linkInMail(email, /Confirm your email/, "/signup/confirm/")).split("/").at(-1);
  await trpc(session, "account.confirmSignUp", { token, password: PASSWORD });
  const { csrfToken } = (await (await session.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const login = await session.post("/api/auth/callback/credentials", { form: { csrfToken, email, password: PASSWORD, json: "true" } });
  expect(login.ok()).toBe(true);
  await trpc(session, "settings.apiAccess.setEnabled", { enabled: true });
  const { api_key } = (await trpc(session, "settings.apiAccess.regenerateKey")) as { api_key: string };
  return { key: api_key, session, call: trpc };
}
