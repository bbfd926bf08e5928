// The signed-in page's company, driven through /api/v1 as an integration would: API
// access switched on and a fresh key, made with the page's own session.
import { expect, type Page } from "@playwright/test";

async function mutate<T>(page: Page, procedure: string, input?: unknown): Promise<T> {
  const res = await page.request.post(`/api/trpc/${procedure}?batch=1`, {
    data: input === undefined ? {} : { 0: input },
  });
  expect(res.status(), `${procedure}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as [{ result: { data: T } }])[0].result.data;
}

/** Switches API access on and returns a new key (the page must belong to an Owner). */
export async function apiKeyOf(page: Page): Promise<string> {
  await mutate(page, "settings.apiAccess.setEnabled", { enabled: true });
  return (await mutate<{ api_key: string }>(page, "settings.apiAccess.regenerateKey")).api_key;
}

/** POST /api/v1/<path> with the key; returns the JSON answer after checking `status`. */
export async function apiPost<T>(
  page: Page,
  key: string,
  path: string,
  body: unknown,
  status = 201,
): Promise<T> {
  const res = await page.request.post(`/api/v1/${path}`, {
    data: body,
    headers: { "X-API-Key": key },
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}
