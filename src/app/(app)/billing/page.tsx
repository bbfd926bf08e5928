import { Lock } from "lucide-react";
import type { Metadata } from "next";
import { Suspense } from "react";
import { BalanceCard } from "~/components/billing/balance-card";
import { BuyCredits } from "~/components/billing/buy-credits";
import { Ledger } from "~/components/billing/ledger";
import { LedgerSkeleton } from "~/components/billing/ledger-table";
import { LowBalanceSetting } from "~/components/billing/low-balance-setting";
import { PurchaseHistory } from "~/components/billing/purchase-history";
import { PurchaseReturn } from "~/components/billing/purchase-return";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { PageHeader } from "~/components/ui/page-header";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Billing" };

export default async function BillingPage() {
  if (!(await hasPermission("credits.read"))) return <NoAccess what="the company's credits" />;
  const trpc = await api();
  const [credits, bundles, lowBalance, canManage, canSetWarning] = await Promise.all([
    trpc.billing.credits(),
    trpc.billing.bundles(),
    trpc.billing.lowBalance(),
    hasPermission("billing.manage"),
    hasPermission("billing.settings"),
  ]);
  return (
    <div className="space-y-8">
      <PageHeader
        title="Billing"
        description="Your company's credits: what you have, buying more, and where they went."
      />
      {canManage ? (
        <Suspense>
          <PurchaseReturn />
        </Suspense>
      ) : null}
      <BalanceCard credits={credits} />
      <BuyCredits bundles={bundles.data} canBuy={canManage} balance={credits.balance} />
      {canManage ? (
        <>
          <PurchaseHistory />
          <Suspense fallback={<LedgerSkeleton />}>
            <Ledger />
          </Suspense>
        </>
      ) : (
        <p className="flex items-center gap-2 text-sm text-slate-600" data-testid="ledger-hidden">
          <Lock className="size-4 shrink-0" aria-hidden />
          The credit history is visible to your company&apos;s Owners and Billing members.
        </p>
      )}
      {canSetWarning ? <LowBalanceSetting threshold={lowBalance.threshold} /> : null}
    </div>
  );
}
