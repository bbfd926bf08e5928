// An e2e company with API access on and a fresh key, made the way the browser does
// (sign-up, the emailed link and session calls over HTTP), so the api project needs no browser.
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { signUpOverHttp, trpc, uniqueEmail } from "../helpers";

/** Signs up a company, logs in, switches API access on and regenerates its key. */
export async function apiCompany(): Promise<{
  key: string;
  session: APIRequestContext;
  call: typeof trpc;
}> {
  const session = await playwrightRequest.newContext({ baseURL });
  await signUpOverHttp(session, { company: "Curl Hire Ltd", email: uniqueEmail("api") });
  await trpc(session, "settings.apiAccess.setEnabled", { enabled: true });
  const { api_key } = (await trpc(session, "settings.apiAccess.regenerateKey")) as {
    api_key: string;
  };
  return { key: api_key, session, call: trpc };
}
