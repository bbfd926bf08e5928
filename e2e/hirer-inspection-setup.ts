// Hirer self-inspection e2e set-up: a company with its API key and a hirer, a draft report
// naming the hirer, the hirer's phone (390 px, touch), and a photo for each file input.
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { companyWithKey, Rest } from "./agreements-app-api";

/** A phone held upright: 390 x 844, touch, a phone's user agent. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
};

export const phone = (browser: Browser): Promise<BrowserContext> => browser.newContext(PHONE);

/** A photo as a phone's file input hands it over (small, so the journey stays quick). */
export async function photoFile(name: string, colour = { r: 70, g: 110, b: 160 }) {
  return {
    name: `${name}.jpg`,
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
      .jpeg({ quality: 80 })
      .toBuffer(),
  };
}

/** Signs up (the page stays logged in), adds a hirer; `report()` makes a draft check-out naming them. */
export async function hirerCompany(page: Page, company = "Key Safe Hire") {
  const api = new Rest(page.request, await companyWithKey(page, company));
  const customer = await api.call<{ id: string }>("POST", "/customers", {
    name: "Amelia Hirer",
    email: "amelia@example.com",
    phone: "07700 900123",
  });
  const report = async (type: "outbound" | "inbound" = "outbound") =>
    api.call<{ id: string }>("POST", "/reports", {
      vrm: "AA19AAA",
      type,
      customer_id: customer.id,
    });
  return { api, customerId: customer.id, report };
}

/** Staff press Send to hirer on the report's page and read the link shown once. */
export async function sendToHirer(page: Page, reportId: string): Promise<string> {
  await page.goto(`/reports/${reportId}`);
  await page.getByRole("button", { name: "Send to hirer" }).click();
  const link = page.getByText(/\/inspect\/[A-Za-z0-9_-]{43}$/);
  await expect(link).toBeVisible();
  return new URL((await link.textContent())!.trim()).pathname;
}

/** Takes the photo of the file input named `label` on the hirer's page and waits for it to upload. */
export async function takePhoto(page: Page, label: string) {
  await page.getByLabel(label, { exact: true }).setInputFiles(await photoFile(label));
  await expect(page.locator("section.step:not([hidden]) .status")).toHaveText("Photo uploaded.");
}
