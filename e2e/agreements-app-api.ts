// Agreements e2e set-up: a company signed up through the browser, with its API key,
// and the REST calls an integrator makes (hirer, vehicle, agreement, send).
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { signUp } from "./helpers";

// The browser's own wire format (httpBatchLink): `?batch=1`, inputs keyed by position.
async function trpc<T>(page: Page, procedure: string, input?: unknown): Promise<T> {
  const res = await page.request.post(`/api/trpc/${procedure}?batch=1`, {
    data: input === undefined ? {} : { 0: input },
  });
  expect(res.status(), `${procedure}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as [{ result: { data: T } }])[0].result.data;
}

/** Signs up through the UI (the page stays logged in) and returns the company's API key. */
export async function companyWithKey(page: Page, company = "Harbour Van Hire"): Promise<string> {
  await signUp(page, { company });
  await expect(page).toHaveURL(/\/dashboard$/);
  await trpc(page, "settings.apiAccess.setEnabled", { enabled: true });
  return (await trpc<{ api_key: string }>(page, "settings.apiAccess.regenerateKey")).api_key;
}

export class Rest {
  constructor(
    private readonly request: APIRequestContext,
    readonly key: string,
  ) {}

  async call<T = Record<string, unknown>>(
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    body?: unknown,
    status = method === "POST" && !path.includes("/", 1) ? 201 : 200,
  ): Promise<T> {
    const res = await this.request.fetch(`/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.key}` },
      data: body,
    });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(status);
    return (await res.json()) as T;
  }

  /** A hirer, the vehicle (added by VRM if new) and a sent agreement with default terms; returns the agreement id and link. */
  async sentAgreement(
    options: {
      vrm?: string;
      hirer?: string;
      starts?: string;
      ends?: string;
      expiresIn?: number;
    } = {},
  ) {
    const customer = await this.call<{ id: string }>("POST", "/customers", {
      name: options.hirer ?? "Amelia Hirer",
      email: "amelia@example.com",
      phone: "07700 900123",
    });
    const vrm = options.vrm ?? "AA19AAA";
    const listed = await this.call<{ data: { id: string }[] }>("GET", `/vehicles?vrm=${vrm}`);
    const vehicle =
      listed.data[0] ?? (await this.call<{ id: string }>("POST", "/vehicles", { vrm }));
    const agreement = await this.call<{ id: string }>("POST", "/agreements", {
      customer_id: customer.id,
      vehicle_id: vehicle.id,
      starts_at: options.starts ?? "2026-07-06T13:30:00Z",
      ends_at: options.ends ?? "2026-07-09T13:30:00Z",
      daily_rate_pence: 4500,
      deposit_pence: 20000,
      excess_pence: 75000,
      mileage_allowance_per_day: 150,
      reference: "BK-1042",
    });
    const sent = await this.call<{ signing_url: string }>(
      "POST",
      `/agreements/${agreement.id}/send`,
      options.expiresIn ? { expires_in_seconds: options.expiresIn } : {},
    );
    return {
      id: agreement.id,
      vehicleId: vehicle.id,
      url: sent.signing_url,
      path: new URL(sent.signing_url).pathname,
    };
  }
}

/** Draws a signature stroke on the pad with the mouse (pointer events, as a finger would). */
export async function drawOnPad(page: Page) {
  const pad = page.getByLabel("Signature", { exact: true });
  const box = await pad.boundingBox();
  if (!box) throw new Error("No signature pad");
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + 20 + i * 18, box.y + box.height / 2 + (i % 2 ? -25 : 25));
  await page.mouse.up();
}
