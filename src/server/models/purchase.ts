// Credit bundles (the catalogue) and credit purchases on the API: one bundle bought
// through the payment provider, from checkout to paid (or failed, cancelled, refunded).
import { z } from "zod";
import type { CreditPurchase as CreditPurchaseRow } from "../db/generated/client";
import { idOf, iso, isoOrNull, oneOf, timestamp } from "./common";
import { ListQuery } from "./list";

export const CreditBundle = z
  .object({
    id: z
      .string()
      .meta({ description: "Bundle id, prefix `bdl_` and its credits", example: "bdl_10" }),
    name: z.string().meta({ example: "10 credits" }),
    credits: z.number().int().meta({ description: "Credits the bundle adds", example: 10 }),
    amount_pence: z
      .number()
      .int()
      .meta({ description: "Price in pence, including 20% UK VAT", example: 1000 }),
    currency: z.literal("gbp"),
  })
  .meta({ id: "CreditBundle" });
export type CreditBundle = z.infer<typeof CreditBundle>;

export const PURCHASE_STATUSES = ["pending", "paid", "failed", "cancelled", "refunded"] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const CreditPurchase = z
  .object({
    id: idOf("pur", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
    status: z.enum(PURCHASE_STATUSES).meta({
      description:
        "pending until the payer finishes checkout; then paid, failed (declined) or cancelled; a paid purchase refunded later is refunded",
    }),
    bundle_id: z.string().meta({ example: "bdl_10" }),
    credits: z.number().int().meta({ example: 10 }),
    amount_pence: z
      .number()
      .int()
      .meta({ description: "Price in pence, including VAT", example: 1000 }),
    currency: z.literal("gbp"),
    checkout_url: z
      .url()
      .meta({ description: "Where the payer pays: the sandbox checkout page, or Stripe Checkout" }),
    paid_at: timestamp.nullable(),
    transaction_id: z.string().nullable().meta({
      description: "The ledger entry (`txn_...`) that added the credits, once paid",
      example: null,
    }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: "CreditPurchase" });
export type CreditPurchase = z.infer<typeof CreditPurchase>;

export const CreatePurchaseInput = z
  .object({
    bundle_id: z
      .string()
      .min(1)
      .max(64)
      .meta({ description: "The bundle to buy (`GET /credits/bundles`)", example: "bdl_10" }),
  })
  .strict();
export type CreatePurchaseInput = z.infer<typeof CreatePurchaseInput>;

export const ListPurchasesQuery = ListQuery.extend({
  status: z
    .enum(PURCHASE_STATUSES)
    .optional()
    .meta({ description: "Only purchases in this status" }),
}).strict();
export type ListPurchasesQuery = z.infer<typeof ListPurchasesQuery>;

/** The low-balance warning (app only): the balance, the Owner's level, and whether it is below. */
export const LowBalance = z.object({
  balance: z.number().int(),
  threshold: z.number().int(),
  low: z.boolean(),
});

export const LowBalanceThresholdInput = z
  .object({
    threshold: z
      .number("must be a whole number")
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .max(100_000, "must be at most 100,000"),
  })
  .strict();

/** A purchase row with its checkout URL resolved (the sandbox's is derived, never stored). */
export type PurchaseRow = CreditPurchaseRow & { checkoutUrl: string };

export function toCreditPurchase(row: PurchaseRow): CreditPurchase {
  return {
    id: row.id,
    status: oneOf(PURCHASE_STATUSES, row.status, "pending"),
    bundle_id: row.bundleId,
    credits: row.credits,
    amount_pence: row.amountPence,
    currency: "gbp",
    checkout_url: row.checkoutUrl,
    paid_at: isoOrNull(row.paidAt),
    transaction_id: row.transactionId,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** Net, VAT and gross of a VAT-inclusive price at 20% (UK standard rate), in pence. */
export function vatBreakdown(grossPence: number): { net: number; vat: number; gross: number } {
  const net = Math.round((grossPence * 100) / 120);
  return { net, vat: grossPence - net, gross: grossPence };
}
