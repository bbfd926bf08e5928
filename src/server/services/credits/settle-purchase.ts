// The final outcomes of a purchase. Each is one conditional update (`status = pending`,
// or `paid` for a refund), so of any number of confirmations, declines and cancellations,
// however concurrent and in whatever order, exactly one moves the purchase; the rest
// change nothing. Becoming paid commits the credits, the ledger entry, paid_at,
// transaction_id, the invoice number, `credits.purchased` and the invoice mail together.
import { randomBytes } from "node:crypto";
import { db, type Tx } from "../../db";
import { storage } from "../../integrations/storage";
import { toCreditPurchase, type PurchaseRow } from "../../models/purchase";
import { recordActivity, SYSTEM } from "../activity/record-activity";
import { writeEvent } from "../events/write-event";
import { queueInvoiceEmail } from "./credit-email";
import { addCredits, takeBackCredits } from "./ledger";
import { withCheckoutUrl } from "./purchases";
import { invoicePartiesNow, renderInvoice, takeInvoiceNumber } from "./invoice";

export type Settlement = { purchase: PurchaseRow | null; changed: boolean };

// Every settlement is the payment provider's word (its webhook, the sandbox page, or its answer when the payer returns).
async function recordSettled(
  tx: Tx,
  purchase: { id: string; companyId: string },
  before: string,
  after: string,
): Promise<void> {
  await recordActivity(tx, {
    companyId: purchase.companyId,
    actor: SYSTEM.paymentProvider,
    action: `purchase.${after}`,
    object: { type: "purchase", id: purchase.id },
    changes: [{ field: "status", before, after }],
  });
}

const reread = async (purchaseId: string, changed: boolean): Promise<Settlement> => {
  const row = await db.creditPurchase.findUnique({ where: { id: purchaseId } });
  return { purchase: row ? withCheckoutUrl(row) : null, changed };
};

/**
 * Pays a pending purchase once; `paymentId` is the provider's payment (Stripe PaymentIntent),
 * for refunds. One transaction holds the purchase row (so one settlement wins), adds the
 * credits, takes the next invoice number, renders and stores the invoice (files before rows:
 * its mail points at the file), and commits the move, the event and the mail together; a
 * rolled-back attempt removes its file and gives its number back.
 */
export async function markPurchasePaid(options: {
  purchaseId: string;
  paymentId?: string | null;
}): Promise<Settlement> {
  const pending = await db.creditPurchase.findUnique({
    where: { id: options.purchaseId },
    include: { company: true },
  });
  if (pending?.status !== "pending") return reread(options.purchaseId, false);
  const parties = invoicePartiesNow(pending.company);
  const files = storage();
  let storageKey: string | null = null;

  let paid: PurchaseRow | null;
  try {
    paid = await db.$transaction(async (tx) => {
      const held = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "CreditPurchase"
        WHERE "id" = ${pending.id} AND "companyId" = ${pending.companyId} AND "status" = 'pending'
        FOR UPDATE`;
      if (held.length === 0) return null;
      const { transactionId } = await addCredits(tx, {
        companyId: pending.companyId,
        amount: pending.credits,
        kind: "PURCHASE",
        description: `Bought ${pending.bundleName}`,
        objectType: "purchase",
        objectId: pending.id,
      });
      await recordSettled(tx, pending, "pending", "paid");
      // Last before the commit: the counter stays locked from here until then.
      const invoiceNumber = await takeInvoiceNumber(tx);
      const paidAt = new Date();
      const updated = withCheckoutUrl(
        await tx.creditPurchase.update({
          where: { id: pending.id, companyId: pending.companyId },
          data: {
            status: "paid",
            paidAt,
            transactionId,
            invoiceNumber,
            invoiceParties: parties,
            ...(options.paymentId ? { providerPaymentId: options.paymentId } : {}),
          },
        }),
      );
      await writeEvent(tx, {
        companyId: pending.companyId,
        type: "credits.purchased",
        object: toCreditPurchase(updated),
      });
      const invoice = await renderInvoice(updated, { number: invoiceNumber, parties, paidAt });
      storageKey = `${pending.companyId}/invoices/${invoice.number}-${randomBytes(6).toString("hex")}.pdf`;
      await files.put(storageKey, invoice.bytes, "application/pdf");
      await queueInvoiceEmail(tx, {
        companyId: pending.companyId,
        purchase: pending,
        invoice: { number: invoice.number, filename: invoice.filename, storageKey },
      });
      return updated;
    });
  } catch (error) {
    if (storageKey) await files.delete(storageKey).catch(() => undefined);
    throw error;
  }
  if (!paid) return reread(options.purchaseId, false);
  return { purchase: paid, changed: true };
}

/** Declined (`failed`) or given up (`cancelled`): only a pending purchase moves. */
export async function closePurchase(options: {
  purchaseId: string;
  outcome: "failed" | "cancelled";
}): Promise<Settlement> {
  const changed = await db.$transaction(async (tx) => {
    const row = await tx.creditPurchase.findUnique({
      where: { id: options.purchaseId },
      select: { id: true, companyId: true },
    });
    const { count } = await tx.creditPurchase.updateMany({
      where: { id: options.purchaseId, status: "pending" },
      data: { status: options.outcome },
    });
    if (count === 1 && row) await recordSettled(tx, row, "pending", options.outcome);
    return count === 1;
  });
  return reread(options.purchaseId, changed);
}

/** Remembers the provider's payment id of a purchase still awaiting an asynchronous payment. */
export async function notePaymentId(options: {
  purchaseId: string;
  paymentId: string | null;
}): Promise<void> {
  if (!options.paymentId) return;
  await db.creditPurchase.updateMany({
    where: { id: options.purchaseId, providerPaymentId: null },
    data: { providerPaymentId: options.paymentId },
  });
}

/**
 * A refund at the provider, whole or partial: `refundedPence` of the payment's `amountPence`
 * has been refunded so far (Stripe's `amount_refunded`, which only grows). The first refund
 * moves `paid` -> `refunded` (the contract's one move for a refund); each refund that raises
 * the amount takes back the credits bought in that proportion (rounded down) less what earlier
 * refunds took, as one `refund` entry of at most the balance. A repeated or late notice (no
 * more refunded than already seen) changes nothing. No event fires.
 */
export async function refundPurchase(options: {
  paymentId: string;
  refundedPence: number;
  amountPence: number;
}): Promise<Settlement> {
  const row = await db.creditPurchase.findUnique({
    where: { providerPaymentId: options.paymentId },
  });
  if (!row) return { purchase: null, changed: false };
  const share = (pence: number) =>
    options.amountPence > 0
      ? Math.floor((row.credits * Math.min(pence, options.amountPence)) / options.amountPence)
      : 0;
  const changed = await db.$transaction(async (tx) => {
    // The row lock orders the notices of one payment: each sees what the one before it recorded.
    const locked = await tx.$queryRaw<{ status: string; refundedPence: number }[]>`
      SELECT "status", "refundedPence" FROM "CreditPurchase" WHERE "id" = ${row.id} FOR UPDATE`;
    const before = locked[0];
    if (
      !before ||
      (before.status !== "paid" && before.status !== "refunded") ||
      options.refundedPence <= before.refundedPence
    )
      return false;
    const first = before.status === "paid";
    const { transactionId } = await takeBackCredits(tx, {
      companyId: row.companyId,
      amount: share(options.refundedPence) - share(before.refundedPence),
      description: `Refund of ${row.bundleName}`,
      objectType: "purchase",
      objectId: row.id,
    });
    await tx.creditPurchase.update({
      where: { id: row.id, companyId: row.companyId },
      data: {
        status: "refunded",
        refundedPence: options.refundedPence,
        ...(first ? { refundedAt: new Date(), refundTransactionId: transactionId } : {}),
      },
    });
    await recordActivity(tx, {
      companyId: row.companyId,
      actor: SYSTEM.paymentProvider,
      action: "purchase.refunded",
      object: { type: "purchase", id: row.id },
      changes: [
        ...(first ? [{ field: "status", before: "paid", after: "refunded" }] : []),
        { field: "refunded_pence", before: before.refundedPence, after: options.refundedPence },
      ],
    });
    return true;
  });
  return reread(row.id, changed);
}
