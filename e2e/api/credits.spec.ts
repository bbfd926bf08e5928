// Buying credits over real HTTP against the production build, as an integrator and a
// payer's plain HTTP client see it: the purchase, the sandbox checkout page's statuses
// and headers, the 303s, and one credit entry.
import { expect, test } from "@playwright/test";
import { apiCompany } from "./api-company";

const PAGE_HEADERS = {
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
  "x-robots-tag": "noindex, nofollow",
};

test("buy 10 credits through the sandbox checkout page over HTTP", async ({
  playwright,
  baseURL,
}) => {
  const { key, session } = await apiCompany();
  const api = await playwright.request.newContext({
    baseURL: `${baseURL}/api/v1/`,
    extraHTTPHeaders: { Authorization: `Bearer ${key}` },
  });
  const created = await api.post("credits/purchases", {
    data: { bundle_id: "bdl_10" },
    headers: { "Idempotency-Key": "e2e-buy-10" },
  });
  expect(created.status()).toBe(201);
  const purchase = (await created.json()) as { id: string; status: string; checkout_url: string };
  expect(purchase.status).toBe("pending");
  expect(purchase.checkout_url).toMatch(new RegExp(`^${baseURL}/checkout/[A-Za-z0-9_-]{43}$`));

  const browserless = await playwright.request.newContext();
  const page = await browserless.get(purchase.checkout_url);
  expect(page.status()).toBe(200);
  expect(page.headers()["content-type"]).toMatch(/^text\/html/);
  expect(page.headers()).toMatchObject(PAGE_HEADERS);
  const html = await page.text();
  expect(html.match(/<h1>/g)).toHaveLength(1);
  expect(html).toContain("<h1>Sandbox checkout</h1>");
  expect(html).toContain("£10.00");

  const paid = await browserless.post(purchase.checkout_url, {
    form: { outcome: "paid" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  expect(paid.headers().location).toBe(purchase.checkout_url);
  expect(paid.headers()).toMatchObject(PAGE_HEADERS);
  const declineLater = await browserless.post(purchase.checkout_url, {
    form: { outcome: "failed" },
    maxRedirects: 0,
  });
  expect(declineLater.status()).toBe(303);
  expect(await (await browserless.get(purchase.checkout_url)).text()).toContain(
    "<h1>Payment received</h1>",
  );

  const bad = await browserless.post(purchase.checkout_url, {
    form: { outcome: "maybe" },
    maxRedirects: 0,
  });
  expect(bad.status()).toBe(400);
  expect(bad.headers()).toMatchObject(PAGE_HEADERS);
  const unknown = await browserless.get(`${baseURL}/checkout/${"x".repeat(43)}`);
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()).toMatchObject(PAGE_HEADERS);
  expect(
    (
      await browserless.post(`${baseURL}/checkout/${"x".repeat(43)}`, {
        form: { outcome: "paid" },
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(404);

  const after = (await (await api.get(`credits/purchases/${purchase.id}`)).json()) as {
    status: string;
    transaction_id: string;
  };
  expect(after.status).toBe("paid");
  expect(await (await api.get("credits")).json()).toEqual({
    balance: 20,
    report_cost: 1,
    reports_available: 20,
  });
  const entries = (await (await api.get("credits/transactions?kind=purchase")).json()) as {
    data: { id: string; amount: number }[];
  };
  expect(entries.data).toEqual([expect.objectContaining({ id: after.transaction_id, amount: 10 })]);
  await Promise.all([api.dispose(), browserless.dispose(), session.dispose()]);
});
