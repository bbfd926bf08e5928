"use client";
// Back from checkout (/billing?purchase=pur_...): confirm the purchase with the server
// (which asks the provider when it has not heard yet) and say what happened.
import { useMutation } from "@tanstack/react-query";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { cn } from "~/components/ui/cn";
import type { CreditPurchase } from "~/server/models/purchase";
import { useTRPC } from "~/trpc/react";

const MESSAGES: Record<CreditPurchase["status"], (p: CreditPurchase) => string> = {
  paid: (p) =>
    `Payment received: ${p.credits.toLocaleString("en-GB")} credits were added to your balance. The VAT invoice is on its way by email.`,
  pending: () =>
    "We have not heard about this payment yet. The credits are added as soon as it is confirmed; this page shows it once it is.",
  failed: () => "The payment was declined. No credits were added and nothing was charged.",
  cancelled: () => "The checkout was cancelled. No credits were added and nothing was charged.",
  refunded: () => "This purchase was refunded.",
};

export function PurchaseReturn() {
  const purchaseId = useSearchParams().get("purchase");
  const trpc = useTRPC();
  const router = useRouter();
  const confirm = useMutation(
    trpc.billing.confirmPurchase.mutationOptions({ onSuccess: () => router.refresh() }),
  );
  const { mutate } = confirm;
  useEffect(() => {
    if (purchaseId) mutate({ id: purchaseId });
  }, [purchaseId, mutate]);

  if (!purchaseId || confirm.isIdle) return null;
  const purchase = confirm.data;
  const good = purchase?.status === "paid";
  return (
    <div
      role="status"
      data-testid="purchase-return"
      className={cn(
        "rounded-[var(--radius-card)] p-4 text-sm ring-1",
        good
          ? "bg-green-50 text-green-950 ring-green-200"
          : "bg-slate-50 text-slate-800 ring-slate-200",
      )}
    >
      {confirm.isPending
        ? "Checking your payment…"
        : purchase
          ? MESSAGES[purchase.status](purchase)
          : "That purchase could not be found."}
    </div>
  );
}
