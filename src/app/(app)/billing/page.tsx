import { Lock } from "lucide-react";
import type { Metadata } from "next";
import { Suspense } from "react";
import { BalanceCard } from "~/components/billing/balance-card";
import { BuyCredits } from "~/components/billing/buy-credits";
import { Ledger } from "~/components/billing/ledger";
import { LedgerSkeleton } from "~/components/billing/ledger-rows";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Billing" };

export default async function BillingPage() {
  if (!(await hasPermission("credits.read"))) return <NoAccess what="the company's credits" />;
  const [credits, canManage] = await Promise.all([(await api()).billing.credits(), hasPermission("billing.manage")]);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Billing</h1>
        <p className="mt-1 text-sm text-slate-600">Your company&apos;s credits: what you have, and where they went.</p>
      </div>
      <BalanceCard credits={credits} />
      <BuyCredits />
      {canManage ? (
        <Suspense fallback={<LedgerSkeleton />}>
          <Ledger />
        </Suspense>
      ) : (
        <p className="flex items-center gap-2 text-sm text-slate-600" data-testid="ledger-hidden">
          <Lock className="size-4 shrink-0" aria-hidden />
          The credit history is visible to your company&apos;s Owners and Billing members.
        </p>
      )}
    </div>
  );
}
