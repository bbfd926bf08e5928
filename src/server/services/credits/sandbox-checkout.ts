// The sandbox checkout page's two operations: find the purchase its token stands for
// (by the token's hash: any other string is simply unknown), and apply the payer's
// Pay, Decline or Cancel. The first final outcome wins, as with any provider.
import { db } from "../../db";
import { hashCheckoutToken } from "../../integrations/payments/sandbox";
import type { PurchaseRow } from "../../models/purchase";
import { closePurchase, markPurchasePaid } from "./settle-purchase";
import { withCheckoutUrl } from "./purchases";

export const CHECKOUT_OUTCOMES = ["paid", "failed", "cancelled"] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];

export async function findCheckout(options: {
  token: string;
}): Promise<(PurchaseRow & { companyName: string }) | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(options.token)) return null;
  const row = await db.creditPurchase.findUnique({
    where: { checkoutTokenHash: hashCheckoutToken(options.token) },
    include: { company: { select: { name: true } } },
  });
  if (!row || row.provider !== "sandbox") return null;
  const { company, ...purchase } = row;
  return { ...withCheckoutUrl(purchase), companyName: company.name };
}

export async function submitCheckout(options: {
  purchaseId: string;
  outcome: CheckoutOutcome;
}): Promise<void> {
  if (options.outcome === "paid") await markPurchasePaid({ purchaseId: options.purchaseId });
  else await closePurchase({ purchaseId: options.purchaseId, outcome: options.outcome });
}
