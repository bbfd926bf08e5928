// What the credit history shows: its columns on a desk, its card on a phone.
import { ArrowUpRight } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import { cn } from "~/components/ui/cn";
import { listColumns, type ListRows } from "~/components/ui/data-rows";
import { ListSkeleton } from "~/components/ui/data-table";
import { RelativeTime } from "~/components/ui/relative-time";
import type { CreditTransaction } from "~/server/models/credits";
import { KindBadge, signedAmount } from "./kind-badge";

const amountClass = (amount: number) =>
  cn("font-semibold tabular-nums", amount > 0 ? "text-green-700" : "text-slate-900");

/** The object an entry was for, when the app has a page for it (reports today). */
function ObjectLink({ entry, className }: { entry: CreditTransaction; className?: string }) {
  if (entry.object?.type !== "report") return null;
  return (
    <IntentLink
      href={`/reports/${entry.object.id}`}
      className={cn(
        "inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline",
        className,
      )}
    >
      View report
      <ArrowUpRight className="size-3.5" aria-hidden />
    </IntentLink>
  );
}

const col = listColumns<CreditTransaction>();

export const LEDGER_ROWS: ListRows<CreditTransaction> = {
  columns: col.columns([
    col.display({
      id: "when",
      header: "When",
      cell: ({ row }) => <RelativeTime value={row.original.created_at} />,
      meta: { className: "whitespace-nowrap text-slate-600" },
    }),
    col.display({
      id: "kind",
      header: "Kind",
      cell: ({ row }) => <KindBadge kind={row.original.kind} />,
    }),
    col.display({
      id: "description",
      header: "Description",
      cell: ({ row }) => (
        <>
          <span className="break-words">{row.original.description}</span>
          {row.original.object?.type === "report" ? (
            <span className="ml-3">
              <ObjectLink entry={row.original} />
            </span>
          ) : null}
        </>
      ),
    }),
    col.display({
      id: "amount",
      header: "Amount",
      cell: ({ row }) => (
        <span className={amountClass(row.original.amount)}>
          {signedAmount(row.original.amount)}
        </span>
      ),
      meta: { align: "right" },
    }),
    col.accessor("balance_after", {
      header: "Balance after",
      meta: { align: "right", className: "text-slate-600 tabular-nums" },
    }),
  ]),
  card: {
    title: "kind",
    aside: (e) => (
      <span className={cn("text-lg", amountClass(e.amount))}>{signedAmount(e.amount)}</span>
    ),
    body: (e) => (
      <>
        <p className="mt-2 text-sm break-words">{e.description}</p>
        <p className="mt-1 text-sm text-slate-600">
          Balance after: <span className="tabular-nums">{e.balance_after}</span> ·{" "}
          <RelativeTime value={e.created_at} />
        </p>
        {/* A 44px target on a phone; pulled into the card's padding so it doesn't add a gap. */}
        <ObjectLink entry={e} className="-mb-3 min-h-11" />
      </>
    ),
  },
  testId: "ledger",
};

export const LedgerSkeleton = () => (
  <ListSkeleton label="Loading the credit history" className="h-28 md:h-11" count={3} />
);
