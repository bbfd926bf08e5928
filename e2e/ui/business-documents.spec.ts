// Documents a business can use, in a real browser against the production build: the credits'
// VAT invoice (numbered in one series, with the seller's VAT number and address), the signed
// agreement PDF with the hirer's address and licence check, the signing page that leads with
// the agreement's reference, and the phone's agreements list with reference and total. Each
// PDF is read by pdftotext and drawn by pdftoppm; the pages are photographed at 390 and 1440
// wide (outside the repo) and checked by axe.
import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SAMPLE_SELLER } from "../../src/env.js";
import { companyWithKey, drawOnPad, Rest } from "../agreements-app-api";
import { expectNoAxeViolations } from "../axe";

const SHOTS = process.env.DOCS_SHOTS_DIR ?? path.join(tmpdir(), "kerbside-business-documents");
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1440, height: 900 };

/** The PDF's text, whitespace squeezed, and its first page drawn as a PNG to look at. */
function readPdf(bytes: Buffer, name: string): string {
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const file = path.join(SHOTS, `${name}.pdf`);
  writeFileSync(file, bytes);
  execFileSync("pdftoppm", ["-png", "-r", "70", file, path.join(SHOTS, name)]);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}
const squeezed = (text: string) => text.replace(/\s+/g, " ");

async function trpc(page: Page, procedure: string, input: unknown): Promise<void> {
  const res = await page.request.post(`/api/trpc/${procedure}?batch=1`, { data: { 0: input } });
  expect(res.status(), `${procedure}: ${await res.text()}`).toBe(200);
}

async function buyBundle(page: Page, bundle: string): Promise<string> {
  await page.goto("/billing");
  await page.getByRole("button", { name: `Buy ${bundle}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sandbox checkout");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment received");
  await page.getByRole("link", { name: "Back to Kerbside" }).click();
  await expect(page.getByTestId("purchase-return")).toContainText("The VAT invoice is on its way");
  const link = page.getByTestId("purchase-row").first().getByRole("link", {
    name: "VAT invoice (PDF)",
  });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/api\/app\/purchases\/pur_[a-z0-9]+\/invoice$/);
  return href!;
}

test("a company buys credits, signs an agreement and reads every document by its reference", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESK);
  const api = new Rest(request, await companyWithKey(page, "Harbour Van Hire"));
  await trpc(page, "settings.company.update", {
    address_line1: "7 Harbour Road",
    city: "Whitby",
    postcode: "YO21 3PU",
    vat_number: "GB123456727",
  });

  // Two purchases: two VAT invoices, numbered one after the other in the seller's series.
  const first = await buyBundle(page, "10 credits");
  const second = await buyBundle(page, "50 credits");
  const invoice = squeezed(
    readPdf(await (await page.request.get(second)).body(), "invoice-50-credits"),
  );
  const firstText = squeezed(readPdf(await (await page.request.get(first)).body(), "invoice-10"));
  const numberIn = (text: string) => Number(/Invoice number INV-(\d{6})/.exec(text)?.[1]);
  expect(numberIn(firstText)).toBeGreaterThan(0);
  expect(numberIn(invoice)).toBe(numberIn(firstText) + 1);
  for (const expected of [
    "VAT invoice",
    SAMPLE_SELLER.SELLER_NAME,
    "1 Sample Street",
    "LS1 1AA",
    "VAT registration number GB 999 9999 73",
    "Harbour Van Hire",
    "7 Harbour Road",
    "YO21 3PU",
    "VAT registration number GB 123 4567 27",
    "Total excluding VAT £39.58",
    "VAT at 20% £7.92",
    "Total including VAT £47.50",
  ])
    expect(invoice, expected).toContain(expected);
  expect(invoice).not.toMatch(/receipt|Sample seller/i);
  // The address the link had when it said "receipt" still answers the same invoice.
  const old = await page.request.get(second.replace(/\/invoice$/, "/receipt"));
  expect(old.headers()["content-type"]).toBe("application/pdf");
  expect(squeezed(readPdf(await old.body(), "invoice-old-address"))).toContain(
    `Invoice number INV-${String(numberIn(invoice)).padStart(6, "0")}`,
  );

  // A hirer with an address, date of birth, licence and a licence check with points.
  const { id, path: signPath } = await api.sentAgreement({ hirer: "Amelia Hirer" });
  const agreement = await api.call<{ customer_id: string; reference: string }>(
    "GET",
    `/agreements/${id}`,
  );
  await api.call("PUT", `/customers/${agreement.customer_id}`, {
    date_of_birth: "1990-04-12",
    licence_number: "MORGA753116SM9IJ",
    address: { line1: "12 Kerb Lane", city: "York", postcode: "YO1 7HH" },
  });
  await api.call(
    "POST",
    `/customers/${agreement.customer_id}/licence-checks`,
    { share_code: "POINTS06", consent: true },
    201,
  );

  // The signing page's first line is the reference, on a phone and on a desk.
  for (const [size, name] of [
    [DESK, "desk"],
    [PHONE, "phone"],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(signPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Review and sign");
    const firstLine = (await page.locator("main").innerText()).split("\n").find(Boolean);
    expect(firstLine).toContain(agreement.reference);
    await expect(page.getByText(agreement.reference, { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `signing-${name}.png`), fullPage: true });
    await expectNoAxeViolations(page, `signing page (${name})`);
  }
  await page.getByRole("textbox", { name: "Full name" }).fill("Amelia Hirer");
  await page.getByRole("checkbox", { name: "I have read and agree to the terms" }).check();
  await drawOnPad(page);
  await page.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agreement signed");
  expect((await page.locator("main").innerText()).split("\n").find(Boolean)).toContain(
    agreement.reference,
  );

  // The signed PDF carries the hirer's address and licence result, and the countersignature line.
  const pdf = await request.get(`/api/v1/agreements/${id}/pdf`, {
    headers: { Authorization: `Bearer ${api.key}` },
  });
  expect(pdf.status()).toBe(200);
  const signed = squeezed(readPdf(Buffer.from(await pdf.body()), "agreement"));
  for (const expected of [
    agreement.reference,
    "Harbour Van Hire",
    "7 Harbour Road",
    "12 Kerb Lane, York, YO1 7HH",
    "12 Apr 1990",
    "MORGA753116SM9IJ",
    "6 penalty points (checked",
    "Countersigned for Harbour Van Hire",
  ])
    expect(signed, expected).toContain(expected);

  // The phone's agreements list leads each card with the reference and shows the total.
  await page.goto("/agreements");
  const card = page.getByTestId("agreement-card").filter({ hasText: agreement.reference });
  await expect(card).toBeVisible();
  await expect(card).toContainText("£135.00 total for 3 days");
  await expect(card).toContainText("Amelia Hirer");
  expect((await card.innerText()).split("\n").find(Boolean)).toBe(agreement.reference);
  const scrollsSideways = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(scrollsSideways).toBe(false);
  await page.screenshot({ path: path.join(SHOTS, "agreements-phone.png"), fullPage: true });
  await expectNoAxeViolations(page, "agreements list (phone)");
  await page.setViewportSize(DESK);
  await expect(
    page.getByTestId("agreement-row").filter({ hasText: agreement.reference }),
  ).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, "agreements-desk.png"), fullPage: true });
  await expectNoAxeViolations(page, "agreements list (desk)");
});
