"use client";
// Every bundle bought or started, newest first: status, amount, and the VAT receipt of
// each paid purchase (or the way back to checkout while one awaits payment).
import { FileDown, ShoppingBag } from "lucide-react";
import { Button } from "~/components/ui/button";
import { LoadMore } from "~/components/ui/load-more";
import { RelativeTime } from "~/components/ui/relative-time";
import type { CreditPurchase } from "~/server/models/purchase";
import { usePagedList } from "~/components/ui/use-paged-list";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { LedgerSkeleton } from "./ledger-rows";
import { pounds } from "./money";
import { PurchaseStatusBadge } from "./purchase-status";

function PurchaseAction({ purchase }: { purchase: CreditPurchase }) {
  if (purchase.status === "paid" || purchase.status === "refunded") {
    return (
      <a href={`/api/app/purchases/${purchase.id}/receipt`} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-600 hover:underline md:min-h-0">
        <FileDown className="size-4" aria-hidden />
        VAT receipt (PDF)
      </a>
    );
  }
  if (purchase.status === "pending") {
    return (
      <a href={purchase.checkout_url} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-600 hover:underline md:min-h-0">
        Continue to checkout
      </a>
    );
  }
  return null;
}

function Rows({ purchases }: { purchases: CreditPurchase[] }) {
  return (
    <>
      <ul className="space-y-2 md:hidden">
        {purchases.map((p) => (
          <li key={p.id} className="rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="purchase-card">
            <div className="flex items-start justify-between gap-3">
              <span className="font-semibold">{p.credits.toLocaleString("en-GB")} credits</span>
              <PurchaseStatusBadge status={p.status} />
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {pounds(p.amount_pence)} · <RelativeTime value={p.created_at} />
            </p>
            <PurchaseAction purchase={p} />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2.5">When</th>
              <th scope="col" className="px-4 py-2.5">Bundle</th>
              <th scope="col" className="px-4 py-2.5">Status</th>
              <th scope="col" className="px-4 py-2.5 text-right">Amount</th>
              <th scope="col" className="px-4 py-2.5"><span className="sr-only">Receipt</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {purchases.map((p) => (
              <tr key={p.id} data-testid="purchase-row">
                <td className="px-4 py-2 whitespace-nowrap text-slate-600"><RelativeTime value={p.created_at} /></td>
                <td className="px-4 py-2">{p.credits.toLocaleString("en-GB")} credits</td>
                <td className="px-4 py-2"><PurchaseStatusBadge status={p.status} /></td>
                <td className="px-4 py-2 text-right tabular-nums">{pounds(p.amount_pence)}</td>
                <td className="px-4 py-2 text-right"><PurchaseAction purchase={p} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function PurchaseHistory() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const query = usePagedList(trpc.billing.purchases.queryKey(), (cursor) => client.billing.purchases.query({ limit: 10, cursor }));
  let body;
  if (query.isPending) body = <LedgerSkeleton />;
  else if (query.isError)
    body = (
      <div role="alert" className="rounded-[var(--radius-card)] bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
        <p>The purchases could not be loaded: {query.error.message}</p>
        <Button variant="secondary" className="mt-3 min-h-11" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  else {
    const purchases = query.data.pages.flatMap((p) => p.data);
    body =
      purchases.length === 0 ? (
        <p className="flex items-center gap-2 rounded-[var(--radius-card)] bg-white p-5 text-sm text-slate-600 ring-1 ring-slate-200">
          <ShoppingBag className="size-4 shrink-0" aria-hidden />
          No purchases yet. Bundles you buy appear here, each with its VAT receipt.
        </p>
      ) : (
        <div className="space-y-4">
          <Rows purchases={purchases} />
          <LoadMore query={query} />
        </div>
      );
  }
  return (
    <section aria-labelledby="purchases-heading" className="space-y-3">
      <h2 id="purchases-heading" className="text-lg font-semibold">
        Purchases
      </h2>
      {body}
    </section>
  );
}
