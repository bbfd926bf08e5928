// What the payment provider tells us, applied to purchases: from Stripe's webhook, and
// from the payer's browser coming back (we then ask Stripe for the session ourselves).
// Every path ends in the same conditional moves of settle-purchase.ts, so repeats,
// replays and any order leave one outcome and at most one credit entry.
import { db } from "../../db";
import { configuredStripe, type PaymentNotice } from "../../integrations/payments";
import type { StripePayments } from "../../integrations/payments/stripe";
import type { PurchaseRow } from "../../models/purchase";
import { closePurchase, markPurchasePaid, notePaymentId, refundPurchase } from "./settle-purchase";
import { getPurchase } from "./purchases";

export async function applyPaymentNotice(notice: PaymentNotice): Promise<void> {
  switch (notice.outcome) {
    case "paid":
      await markPurchasePaid({ purchaseId: notice.purchaseId, paymentId: notice.paymentId });
      return;
    case "awaiting":
      await notePaymentId({ purchaseId: notice.purchaseId, paymentId: notice.paymentId });
      return;
    case "failed":
    case "cancelled":
      await closePurchase({ purchaseId: notice.purchaseId, outcome: notice.outcome });
      return;
    case "refunded":
      await refundPurchase(notice);
      return;
    case "ignored":
      return;
  }
}

/**
 * Stripe's webhook: verify the signature with the SDK, then apply the event.
 * Returns false when the signature is missing, wrong or too old (nothing changes).
 */
export async function receiveStripeWebhook(options: {
  rawBody: string;
  signature: string | null;
  stripe?: StripePayments | null;
}): Promise<boolean> {
  const stripe = options.stripe === undefined ? configuredStripe() : options.stripe;
  if (!stripe || !options.signature) return false;
  let notice: PaymentNotice;
  try {
    notice = stripe.parseWebhook(options.rawBody, options.signature);
  } catch {
    return false;
  }
  await applyPaymentNotice(notice);
  return true;
}

/** The payer is back from checkout: a Stripe purchase still pending is checked with Stripe at once. */
export async function confirmPurchase(options: {
  companyId: string;
  purchaseId: string;
  stripe?: StripePayments | null;
}): Promise<PurchaseRow> {
  const purchase = await getPurchase(options);
  const stripe = options.stripe === undefined ? configuredStripe() : options.stripe;
  if (
    purchase.status !== "pending" ||
    purchase.provider !== "stripe" ||
    !purchase.providerSessionId ||
    !stripe
  )
    return purchase;
  const notice = await stripe.readSession(purchase.providerSessionId);
  if (
    notice.outcome !== "ignored" &&
    notice.outcome !== "refunded" &&
    notice.purchaseId === purchase.id
  )
    await applyPaymentNotice(notice);
  const row = await db.creditPurchase.findUniqueOrThrow({
    where: { id: purchase.id, companyId: options.companyId },
  });
  return { ...row, checkoutUrl: purchase.checkoutUrl };
}
