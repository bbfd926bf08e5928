"use client";
// Every bundle bought or started, newest first: status, amount, and the VAT invoice of
// each paid purchase (or the way back to checkout while one awaits payment).
import { FileDown, ShoppingBag } from "lucide-react";
import { listColumns, type ListRows } from "~/components/ui/data-rows";
import { DataTable } from "~/components/ui/data-table";
import { RelativeTime } from "~/components/ui/relative-time";
import { usePagedList } from "~/components/ui/use-paged-list";
import type { CreditPurchase } from "~/server/models/purchase";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { LedgerSkeleton } from "./ledger-table";
import { formatPence } from "~/server/models/uk-format";
import { PurchaseStatusBadge } from "./purchase-status";

function PurchaseAction({ purchase }: { purchase: CreditPurchase }) {
  if (purchase.status === "paid" || purchase.status === "refunded") {
    return (
      <a
        href={`/api/app/purchases/${purchase.id}/invoice`}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-600 hover:underline md:min-h-0"
      >
        <FileDown className="size-4" aria-hidden />
        VAT invoice (PDF)
      </a>
    );
  }
  if (purchase.status === "pending") {
    return (
      <a
        href={purchase.checkout_url}
        className="inline-flex min-h-11 items-center text-sm font-medium text-brand-600 hover:underline md:min-h-0"
      >
        Continue to checkout
      </a>
    );
  }
  return null;
}

const bundle = (p: CreditPurchase) => `${p.credits.toLocaleString("en-GB")} credits`;

const col = listColumns<CreditPurchase>();

const PURCHASE_ROWS: ListRows<CreditPurchase> = {
  columns: col.columns([
    col.display({
      id: "when",
      header: "When",
      cell: ({ row }) => <RelativeTime value={row.original.created_at} />,
      meta: { className: "whitespace-nowrap text-slate-600" },
    }),
    col.accessor(bundle, { id: "bundle", header: "Bundle" }),
    col.display({
      id: "status",
      header: "Status",
      cell: ({ row }) => <PurchaseStatusBadge status={row.original.status} />,
    }),
    col.accessor((p) => formatPence(p.amount_pence), {
      id: "amount",
      header: "Amount",
      meta: { align: "right", className: "tabular-nums" },
    }),
    col.display({
      id: "invoice",
      header: () => <span className="sr-only">Invoice</span>,
      cell: ({ row }) => <PurchaseAction purchase={row.original} />,
      meta: { align: "right" },
    }),
  ]),
  card: {
    title: (p) => <span className="font-semibold">{bundle(p)}</span>,
    aside: "status",
    body: (p) => (
      <>
        <p className="mt-1 text-sm text-slate-600">
          {formatPence(p.amount_pence)} · <RelativeTime value={p.created_at} />
        </p>
        <PurchaseAction purchase={p} />
      </>
    ),
  },
  testId: "purchase",
};

const EMPTY = (
  <p className="flex items-center gap-2 rounded-[var(--radius-card)] bg-white p-5 text-sm text-slate-600 ring-1 ring-slate-200">
    <ShoppingBag className="size-4 shrink-0" aria-hidden />
    No purchases yet. Bundles you buy appear here, each with its VAT invoice.
  </p>
);

export function PurchaseHistory() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const query = usePagedList(trpc.billing.purchases.queryKey(), (cursor) =>
    client.billing.purchases.query({ limit: 10, cursor }),
  );
  return (
    <section aria-labelledby="purchases-heading" className="space-y-3">
      <h2 id="purchases-heading" className="text-lg font-semibold">
        Purchases
      </h2>
      <DataTable
        rows={PURCHASE_ROWS}
        query={query}
        what="purchases"
        loading={<LedgerSkeleton />}
        empty={EMPTY}
      />
    </section>
  );
}
