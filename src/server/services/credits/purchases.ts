// Buying a credit bundle: the purchase row and its checkout, and the reads of the API
// and the Billing page. Nothing is credited here; see settle-purchase.ts.
import { env } from "~/env";
import type { CreditPurchase } from "../../db/generated/client";
import { db } from "../../db";
import { notFound } from "../../errors";
import { isIdOf, newId } from "../../ids";
import { paymentProvider, type PaymentProvider } from "../../integrations/payments";
import { sandboxPayments } from "../../integrations/payments/sandbox";
import { isTestCompany } from "../test-mode/test-company";
import { sandboxCheckoutUrl } from "../../integrations/payments/sandbox";
import type { CreatePurchaseInput, ListPurchasesQuery, PurchaseRow } from "../../models/purchase";
import { changesOfNew } from "../activity/changes";
import { recordActivity } from "../activity/record-activity";
import type { Actor } from "../permissions";
import { pageArgs } from "../pagination";
import { findBundle } from "./bundles";

/** The row with its checkout URL: Stripe's as stored, the sandbox's derived from the id. */
export const withCheckoutUrl = (row: CreditPurchase): PurchaseRow => ({
  ...row,
  checkoutUrl: row.checkoutUrl ?? sandboxCheckoutUrl(row.id),
});

/** Where the payer's browser lands back in the app after checkout. */
export const purchaseReturnUrl = (purchaseId: string) =>
  new URL(`/billing?purchase=${purchaseId}`, env.APP_URL).toString();

/**
 * Opens a checkout for one bundle. The provider is asked first, under the purchase id we
 * chose (its idempotency key), so a provider failure (502) leaves no purchase behind.
 */
export async function createPurchase(options: {
  companyId: string;
  actor: Actor;
  input: CreatePurchaseInput;
  provider?: PaymentProvider;
}): Promise<PurchaseRow> {
  const bundle = findBundle(options.input.bundle_id);
  // Test purchases always use the sandbox checkout, whatever PAYMENTS_PROVIDER says.
  const provider =
    options.provider ??
    ((await isTestCompany(options.companyId)) ? sandboxPayments : paymentProvider());
  const id = newId("creditPurchase");
  const checkout = await provider.createCheckout({
    purchaseId: id,
    companyId: options.companyId,
    bundleName: bundle.name,
    credits: bundle.credits,
    amountPence: bundle.amount_pence,
    returnUrl: purchaseReturnUrl(id),
  });
  const row = await db.$transaction(async (tx) => {
    const created = await tx.creditPurchase.create({
      data: {
        id,
        companyId: options.companyId,
        bundleId: bundle.id,
        bundleName: bundle.name,
        credits: bundle.credits,
        amountPence: bundle.amount_pence,
        status: "pending",
        provider: provider.name,
        checkoutUrl: provider.name === "sandbox" ? null : checkout.url,
        providerSessionId: checkout.sessionId,
        checkoutTokenHash: checkout.tokenHash,
        createdById: options.actor.kind === "user" ? options.actor.userId : null,
      },
    });
    const changes = changesOfNew({
      bundle_id: bundle.id,
      credits: bundle.credits,
      amount_pence: bundle.amount_pence,
      status: "pending",
    });
    await recordActivity(tx, {
      companyId: options.companyId,
      actor: options.actor,
      action: "purchase.started",
      object: { type: "purchase", id },
      changes,
    });
    return created;
  });
  return withCheckoutUrl(row);
}

export async function listPurchasesPage(options: {
  companyId: string;
  query: ListPurchasesQuery;
}): Promise<PurchaseRow[]> {
  const { idFilter, take, orderBy } = pageArgs(options.query);
  const rows = await db.creditPurchase.findMany({
    where: { companyId: options.companyId, id: idFilter, status: options.query.status },
    take,
    orderBy,
  });
  return rows.map(withCheckoutUrl);
}

export async function getPurchase(options: {
  companyId: string;
  purchaseId: string;
}): Promise<PurchaseRow> {
  if (!isIdOf("creditPurchase", options.purchaseId)) throw notFound("credit purchase");
  const row = await db.creditPurchase.findFirst({
    where: { id: options.purchaseId, companyId: options.companyId },
  });
  if (!row) throw notFound("credit purchase");
  return withCheckoutUrl(row);
}
