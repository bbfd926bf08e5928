// The VAT invoice of a paid (or since refunded) purchase. Its number and parties are fixed in
// the transaction that makes the purchase paid (settle-purchase.ts), its figures by the
// purchase, so every rendering reads the same.
import { env } from "~/env";
import type { Company, CreditPurchase } from "../../db/generated/client";
import { db, type Tx } from "../../db";
import { AppError, notFound } from "../../errors";
import { isIdOf } from "../../ids";
import {
  INVOICE_SERIES,
  InvoiceParties,
  invoiceNumberText,
  type InvoiceParties as Parties,
} from "../../models/invoice";
import { vatBreakdown } from "../../models/purchase";
import { renderInvoicePdf } from "../../pdf/render-invoice";

export type Invoice = { number: string; filename: string; bytes: Buffer };

/** The seller and buyer of an invoice issued now: the configured seller, the company as it stands. */
export function invoicePartiesNow(company: Company): Parties {
  const address = [company.addressLine1, company.addressLine2, company.city, company.postcode];
  return {
    seller: env.seller,
    buyer: {
      name: company.name,
      address: address.filter((line): line is string => Boolean(line)),
      vatNumber: company.vatNumber,
    },
  };
}

/**
 * The next number of the series, in the caller's paying transaction: the counter row stays
 * locked until it commits, so concurrent payments take consecutive numbers one at a time, and
 * a payment that rolls back gives its number back (none skipped, none used twice).
 */
export async function takeInvoiceNumber(tx: Tx): Promise<number> {
  const rows = await tx.$queryRaw<{ lastNumber: number }[]>`
    INSERT INTO "InvoiceCounter" ("series", "lastNumber") VALUES (${INVOICE_SERIES}, 1)
    ON CONFLICT ("series") DO UPDATE SET "lastNumber" = "InvoiceCounter"."lastNumber" + 1
    RETURNING "lastNumber"`;
  const taken = rows[0]?.lastNumber;
  if (taken === undefined) throw new Error("The invoice counter answered no number.");
  return taken;
}

/** The invoice of `purchase` under its number, parties and payment time. */
export async function renderInvoice(
  purchase: CreditPurchase,
  issued: { number: number; parties: Parties; paidAt: Date },
): Promise<Invoice> {
  const { net, vat, gross } = vatBreakdown(purchase.amountPence);
  const number = invoiceNumberText(issued.number);
  const bytes = await renderInvoicePdf({
    invoiceNumber: number,
    purchaseId: purchase.id,
    paidAt: issued.paidAt,
    seller: issued.parties.seller,
    buyer: issued.parties.buyer,
    description: purchase.bundleName,
    credits: purchase.credits,
    netPence: net,
    vatPence: vat,
    grossPence: gross,
    refunded: purchase.status === "refunded",
  });
  return { number, filename: `kerbside-invoice-${number}.pdf`, bytes };
}

export async function renderPurchaseInvoice(options: {
  companyId: string;
  purchaseId: string;
}): Promise<Invoice> {
  if (!isIdOf("creditPurchase", options.purchaseId)) throw notFound("credit purchase");
  const purchase = await db.creditPurchase.findFirst({
    where: { id: options.purchaseId, companyId: options.companyId },
    include: { company: true },
  });
  if (!purchase) throw notFound("credit purchase");
  if (!purchase.paidAt || purchase.invoiceNumber === null)
    throw new AppError("invalid_state", "An invoice exists only for a paid purchase.");
  // Purchases paid before invoices were numbered kept no parties: they name today's.
  const parties = purchase.invoiceParties
    ? InvoiceParties.parse(purchase.invoiceParties)
    : invoicePartiesNow(purchase.company);
  return renderInvoice(purchase, {
    number: purchase.invoiceNumber,
    parties,
    paidAt: purchase.paidAt,
  });
}
