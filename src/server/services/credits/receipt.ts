// The VAT receipt of a paid (or since refunded) purchase, rendered from the purchase and
// the company's details: the figures never change once paid.
import { env } from "~/env";
import type { Company, CreditPurchase } from "../../db/generated/client";
import { db } from "../../db";
import { AppError, notFound } from "../../errors";
import { isIdOf } from "../../ids";
import { vatBreakdown } from "../../models/purchase";
import { renderReceiptPdf } from "../../pdf/render-receipt";

export type Receipt = { filename: string; bytes: Buffer };

/** The receipt of `purchase` as paid at `paidAt` (also used just before it is marked paid). */
export async function renderReceipt(
  purchase: CreditPurchase & { company: Company },
  paidAt: Date,
): Promise<Receipt> {
  const { company } = purchase;
  const { net, vat, gross } = vatBreakdown(purchase.amountPence);
  const bytes = await renderReceiptPdf({
    receiptNumber: purchase.id,
    paidAt,
    seller: {
      name: env.BILLING_SELLER_NAME,
      address: env.BILLING_SELLER_ADDRESS ?? null,
      vatNumber: env.BILLING_VAT_NUMBER ?? null,
    },
    buyer: {
      name: company.name,
      address: [company.addressLine1, company.addressLine2, company.city, company.postcode].filter(
        (l): l is string => Boolean(l),
      ),
      vatNumber: company.vatNumber,
    },
    description: purchase.bundleName,
    credits: purchase.credits,
    netPence: net,
    vatPence: vat,
    grossPence: gross,
    refunded: purchase.status === "refunded",
  });
  return { filename: `kerbside-receipt-${purchase.id}.pdf`, bytes };
}

export async function renderPurchaseReceipt(options: {
  companyId: string;
  purchaseId: string;
}): Promise<Receipt> {
  if (!isIdOf("creditPurchase", options.purchaseId)) throw notFound("credit purchase");
  const purchase = await db.creditPurchase.findFirst({
    where: { id: options.purchaseId, companyId: options.companyId },
    include: { company: true },
  });
  if (!purchase) throw notFound("credit purchase");
  if (!purchase.paidAt)
    throw new AppError("invalid_state", "A receipt exists only for a paid purchase.");
  return renderReceipt(purchase, purchase.paidAt);
}
