// The VAT invoice of a paid purchase: one series of numbers (`INV-000042`) given in the paying
// transaction, never reused and never skipped, however payments race or fail; the PDF's text
// (pdftotext) with the seller's name, address and VAT number, the buyer as they stood when
// it was paid, the date of supply, and net, VAT and gross; a plain sample seller when none
// is configured.
import { execFileSync } from "node:child_process";
import { afterEach, describe, expect, it, vi } from "vitest";
import { env, parseEnv, SAMPLE_SELLER } from "~/env";
import { db } from "~/server/db";
import { getInvoicePdf } from "~/server/http/files/billing-files";
import { storage } from "~/server/integrations/storage";
import { formatVatNumber, invoiceNumberText } from "~/server/models/invoice";
import { vatBreakdown } from "~/server/models/purchase";
import { formatUkDate } from "~/server/models/uk-format";
import { updateCompany } from "~/server/services/company/company-profile";
import { markPurchasePaid } from "~/server/services/credits/settle-purchase";
import { eventually } from "../eventually";
import { addUser } from "../factories";
import { apiCompany } from "../api/http";
import { buy, ownerContext, submitCheckout } from "./helpers";

const configuredSeller = parseEnv({ NODE_ENV: "test", ...SAMPLE_SELLER }).seller;
const sellerBefore = env.seller;
afterEach(() => {
  Object.assign(env, { seller: sellerBefore });
  vi.restoreAllMocks();
});

const pdfText = (bytes: ArrayBuffer) =>
  execFileSync("pdftotext", ["-layout", "-", "-"], { input: Buffer.from(bytes) }).toString("utf8");

async function invoiceText(companyId: string, ownerId: string, purchaseId: string) {
  const response = await getInvoicePdf(
    new Request("http://x/"),
    ownerContext(companyId, ownerId, { id: purchaseId }),
  );
  expect(response.headers.get("content-type")).toBe("application/pdf");
  return pdfText(await response.arrayBuffer());
}

const numberOf = async (purchaseId: string) =>
  (await db.creditPurchase.findUniqueOrThrow({ where: { id: purchaseId } })).invoiceNumber;

/** In one snapshot: every number from 1 to the counter's last is on exactly one purchase. */
async function expectUnbrokenSeries() {
  const [series] = await db.$queryRaw<
    { last: number; given: number; distinct: number; highest: number | null; unpaid: number }[]
  >`
    SELECT (SELECT "lastNumber" FROM "InvoiceCounter" WHERE "series" = 'INV') AS "last",
           count("invoiceNumber")::int AS "given",
           count(DISTINCT "invoiceNumber")::int AS "distinct",
           max("invoiceNumber") AS "highest",
           count(*) FILTER (WHERE "paidAt" IS NOT NULL AND "invoiceNumber" IS NULL)::int AS "unpaid"
    FROM "CreditPurchase"`;
  expect(series).toEqual({
    last: series!.given,
    given: series!.given,
    distinct: series!.given,
    highest: series!.given,
    unpaid: 0,
  });
}

describe("VAT invoices", () => {
  it("prints the number, the date of supply, both parties and net + VAT = gross", async () => {
    Object.assign(env, { seller: configuredSeller });
    const { key, companyId, ownerId } = await apiCompany({ name: "Invoice Hire Ltd" });
    await updateCompany({
      actor: { kind: "api_key" },
      companyId,
      input: {
        vat_number: "GB123456789",
        address_line1: "1 Depot Road",
        city: "Leeds",
        postcode: "LS1 1AA",
      },
    });
    const purchase = await buy(key, "bdl_50");
    const early = await getInvoicePdf(
      new Request("http://x/"),
      ownerContext(companyId, ownerId, { id: purchase.id }),
    ).catch((e: unknown) => e);
    expect(early).toMatchObject({ code: "invalid_state" });
    await submitCheckout(purchase.checkout_url, "outcome=paid");
    const row = await db.creditPurchase.findUniqueOrThrow({ where: { id: purchase.id } });
    const number = invoiceNumberText(row.invoiceNumber!);
    expect(number).toMatch(/^INV-\d{6}$/);

    const text = await invoiceText(companyId, ownerId, purchase.id);
    const lines = text.split("\n").map((l) => l.replace(/\s+/g, " ").trim());
    expect(lines.find(Boolean)).toBe("VAT invoice");
    for (const expected of [
      `Invoice number ${number}`,
      `Invoice date and date of supply: ${formatUkDate(row.paidAt!)}`,
      "Kerbside Sample Ltd",
      "1 Sample Street",
      "LS1 1AA",
      "VAT registration number GB 999 9999 73",
      "Invoice Hire Ltd",
      "1 Depot Road",
      "VAT registration number GB 123 4567 89",
      "50 credits: 50 inspection report credits 1 £39.58 20% £39.58",
      "Total excluding VAT £39.58",
      "VAT at 20% £7.92",
      "Total including VAT £47.50",
    ])
      expect(
        lines.some((l) => l.includes(expected)),
        expected,
      ).toBe(true);
    expect(text).not.toMatch(/receipt|not registered|Sample seller/i);

    // Issued is issued: a later change of the company's address leaves the invoice as it was.
    await updateCompany({
      actor: { kind: "api_key" },
      companyId,
      input: { name: "Renamed Hire Ltd", address_line1: "9 New Yard" },
    });
    const again = await invoiceText(companyId, ownerId, purchase.id);
    expect(again).toContain("1 Depot Road");
    expect(again).not.toContain("9 New Yard");
    expect(again).toContain("Invoice Hire Ltd");

    // Its email names the number and carries the same invoice.
    const mail = await eventually(
      () =>
        db.sentEmail.findFirst({ where: { companyId, subject: { startsWith: "VAT invoice" } } }),
      { what: "the invoice email" },
    );
    expect(mail.subject).toBe(`VAT invoice ${number} for 50 credits (£47.50)`);
    expect(mail.text).toContain(`Invoice number: ${number}.`);
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        filename: `kerbside-invoice-${number}.pdf`,
        content_type: "application/pdf",
      }),
    ]);

    // Another company's purchase is not found; an Inspector may not read invoices.
    const intruder = await apiCompany();
    await expect(
      getInvoicePdf(
        new Request("http://x/"),
        ownerContext(intruder.companyId, intruder.ownerId, { id: purchase.id }),
      ),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(
      getInvoicePdf(
        new Request("http://x/"),
        ownerContext(companyId, ownerId, { id: "pur_not-an-id" }),
      ),
    ).rejects.toMatchObject({ code: "not_found" });
    const inspector = await addUser(companyId, "INSPECTOR");
    await expect(
      getInvoicePdf(
        new Request("http://x/"),
        ownerContext(companyId, inspector.id, { id: purchase.id }, "INSPECTOR"),
      ),
    ).rejects.toMatchObject({ code: "forbidden" });
  });

  it("says plainly that the seller is a sample when none is configured", async () => {
    Object.assign(env, { seller: null });
    const { key, companyId, ownerId } = await apiCompany();
    const purchase = await buy(key);
    await submitCheckout(purchase.checkout_url, "outcome=paid");
    const text = (await invoiceText(companyId, ownerId, purchase.id)).replace(/\s+/g, " ");
    expect(text).toContain(
      "Sample seller: set SELLER_NAME, SELLER_ADDRESS and SELLER_VAT_NUMBER. This sample is not a VAT invoice.",
    );
    expect(text).not.toContain("VAT registration number GB 999");
  });

  it("numbers purchases in the order they are paid, one after another", async () => {
    const { key } = await apiCompany({ rateLimit: 1000 });
    const [first, second, third] = [await buy(key), await buy(key), await buy(key)];
    for (const purchase of [second, first, third])
      expect((await markPurchasePaid({ purchaseId: purchase.id })).changed).toBe(true);
    const [a, b, c] = [
      await numberOf(second.id),
      await numberOf(first.id),
      await numberOf(third.id),
    ];
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(a!);
    expect(c).toBeGreaterThan(b!);
    // A repeated confirmation changes nothing, the number included.
    expect((await markPurchasePaid({ purchaseId: first.id })).changed).toBe(false);
    expect(await numberOf(first.id)).toBe(b);
    expect(await numberOf((await buy(key)).id)).toBeNull();
    await expectUnbrokenSeries();
  });

  it("gives concurrent payments distinct numbers with none skipped, and one number to a purchase confirmed many times", async () => {
    const companies = await Promise.all([1, 2, 3].map(() => apiCompany()));
    const purchases = await Promise.all(
      companies.flatMap((c) => [buy(c.key), buy(c.key, "bdl_200")]),
    );
    const settled = await Promise.all(
      purchases.flatMap((p) => [
        markPurchasePaid({ purchaseId: p.id }),
        markPurchasePaid({ purchaseId: p.id }),
      ]),
    );
    expect(settled.filter((s) => s.changed)).toHaveLength(purchases.length);
    const numbers = await Promise.all(purchases.map((p) => numberOf(p.id)));
    expect(numbers.every((n) => typeof n === "number")).toBe(true);
    expect(new Set(numbers).size).toBe(purchases.length);
    await expectUnbrokenSeries();
  });

  it("gives a payment's number back when its transaction fails, so the next payment takes it", async () => {
    const { key } = await apiCompany();
    const purchase = await buy(key);
    const files = storage();
    const put = files.put.bind(files);
    vi.spyOn(files, "put").mockImplementation((storageKey, bytes, type) =>
      storageKey.includes("/invoices/")
        ? Promise.reject(new Error("storage is away"))
        : put(storageKey, bytes, type),
    );
    await expect(markPurchasePaid({ purchaseId: purchase.id })).rejects.toThrow("storage is away");
    const after = await db.creditPurchase.findUniqueOrThrow({ where: { id: purchase.id } });
    expect([after.status, after.paidAt, after.invoiceNumber]).toEqual(["pending", null, null]);
    await expectUnbrokenSeries();
    vi.restoreAllMocks();
    expect((await markPurchasePaid({ purchaseId: purchase.id })).changed).toBe(true);
    expect(await numberOf(purchase.id)).toBeGreaterThan(0);
    await expectUnbrokenSeries();
  });

  it("splits every price into net and VAT that add up to it exactly, and writes VAT numbers the HMRC way", () => {
    const wrong: number[] = [];
    for (let gross = 0; gross <= 200_000; gross++) {
      const { net, vat } = vatBreakdown(gross);
      if (net + vat !== gross || Math.abs(vat - gross / 6) > 0.5) wrong.push(gross);
    }
    expect(wrong).toEqual([]);
    expect(vatBreakdown(4750)).toEqual({ net: 3958, vat: 792, gross: 4750 });
    expect(formatVatNumber("GB999999973")).toBe("GB 999 9999 73");
    expect(formatVatNumber("999999973")).toBe("GB 999 9999 73");
    expect(formatVatNumber("GB999999973001")).toBe("GB 999 9999 73 001");
    expect(formatVatNumber("GBGD001")).toBe("GBGD001");
  });
});
