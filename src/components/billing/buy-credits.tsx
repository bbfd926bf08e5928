"use client";
// The bundles on sale. Owners and Billing buy: a confirmation names the price, then the
// browser goes to the checkout page; everyone else sees the prices and who can buy.
import { useMutation } from "@tanstack/react-query";
import { ShoppingCart } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { CreditBundle } from "~/server/models/purchase";
import { useTRPC } from "~/trpc/react";
import { formatPence } from "~/server/models/uk-format";
import { withoutVat } from "./money";

function BuyButton({ bundle, balance }: { bundle: CreditBundle; balance: number }) {
  const trpc = useTRPC();
  const create = useMutation(trpc.billing.createPurchase.mutationOptions());
  const buy = async () => {
    try {
      const purchase = await create.mutateAsync({ bundle_id: bundle.id });
      window.location.assign(purchase.checkout_url);
      // Keep the dialog busy while the browser leaves for checkout.
      await new Promise(() => undefined);
    } catch (error) {
      toast.error(
        error instanceof Error ? error.message : "The checkout could not be opened. Try again.",
      );
      throw error;
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button className="min-h-11 w-full">
          <ShoppingCart className="size-4" aria-hidden />
          Buy {bundle.name}
        </Button>
      }
      title={`Buy ${bundle.name} for ${formatPence(bundle.amount_pence)}?`}
      description={
        <>
          You will pay {formatPence(bundle.amount_pence)} ({withoutVat(bundle.amount_pence)}) on the
          checkout page. The {bundle.credits.toLocaleString("en-GB")} credits are added to your
          balance of {balance.toLocaleString("en-GB")} as soon as the payment is received, and a VAT
          invoice is emailed to your company&apos;s Owners and Billing members.
        </>
      }
      confirmLabel="Continue to checkout"
      onConfirm={buy}
    />
  );
}

export function BuyCredits({
  bundles,
  canBuy,
  balance,
}: {
  bundles: CreditBundle[];
  canBuy: boolean;
  balance: number;
}) {
  return (
    <section aria-labelledby="buy-heading" className="space-y-3" data-testid="buy-credits">
      <div>
        <h2 id="buy-heading" className="text-lg font-semibold">
          Buy credits
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          One credit is one inspection report. Prices include 20% VAT; no subscription, credits
          never expire.
          {canBuy ? null : " Your company's Owners and Billing members can buy credits."}
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {bundles.map((bundle) => (
          <li
            key={bundle.id}
            className="flex flex-col rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200"
            data-testid="bundle"
          >
            <h3 className="font-semibold">{bundle.name}</h3>
            <p className="mt-2 text-2xl font-semibold tabular-nums">
              {formatPence(bundle.amount_pence)}
            </p>
            <p className="text-sm text-slate-600">{withoutVat(bundle.amount_pence)}</p>
            <p className="mt-1 text-sm text-slate-600">
              {formatPence(Math.round(bundle.amount_pence / bundle.credits))} per report
            </p>
            {canBuy ? (
              <div className="mt-4 flex-1 content-end">
                <BuyButton bundle={bundle} balance={balance} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
