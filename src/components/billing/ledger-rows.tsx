import { ArrowUpRight } from "lucide-react";
import Link from "next/link";
import { cn } from "~/components/ui/cn";
import { RelativeTime } from "~/components/ui/relative-time";
import type { CreditTransaction } from "~/server/models/credits";
import { KindBadge, signedAmount } from "./kind-badge";

const amountClass = (amount: number) => cn("font-semibold tabular-nums", amount > 0 ? "text-green-700" : "text-slate-900");

/** The object an entry was for, when the app has a page for it (reports today). */
function ObjectLink({ entry, className }: { entry: CreditTransaction; className?: string }) {
  if (entry.object?.type !== "report") return null;
  return (
    <Link href={`/reports/${entry.object.id}`} className={cn("inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline", className)}>
      View report
      <ArrowUpRight className="size-3.5" aria-hidden />
    </Link>
  );
}

/** Phone: one card per entry. */
export function LedgerCards({ entries }: { entries: CreditTransaction[] }) {
  return (
    <ul className="space-y-2 md:hidden">
      {entries.map((e) => (
        <li key={e.id} className="rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="ledger-card">
          <div className="flex items-start justify-between gap-3">
            <KindBadge kind={e.kind} />
            <span className={cn("text-lg", amountClass(e.amount))}>{signedAmount(e.amount)}</span>
          </div>
          <p className="mt-2 text-sm break-words">{e.description}</p>
          <p className="mt-1 text-sm text-slate-600">
            Balance after: <span className="tabular-nums">{e.balance_after}</span> · <RelativeTime value={e.created_at} />
          </p>
          {/* A 44px target on a phone; pulled into the card's padding so it doesn't add a gap. */}
          <ObjectLink entry={e} className="-mb-3 min-h-11" />
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a dense table, newest first. */
export function LedgerTable({ entries }: { entries: CreditTransaction[] }) {
  return (
    <div className="hidden overflow-hidden rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200 md:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2.5">When</th>
            <th scope="col" className="px-4 py-2.5">Kind</th>
            <th scope="col" className="px-4 py-2.5">Description</th>
            <th scope="col" className="px-4 py-2.5 text-right">Amount</th>
            <th scope="col" className="px-4 py-2.5 text-right">Balance after</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((e) => (
            <tr key={e.id} className="hover:bg-slate-50" data-testid="ledger-row">
              <td className="px-4 py-2 whitespace-nowrap text-slate-600">
                <RelativeTime value={e.created_at} />
              </td>
              <td className="px-4 py-2">
                <KindBadge kind={e.kind} />
              </td>
              <td className="px-4 py-2">
                <span className="break-words">{e.description}</span>
                {e.object?.type === "report" ? (
                  <span className="ml-3">
                    <ObjectLink entry={e} />
                  </span>
                ) : null}
              </td>
              <td className={cn("px-4 py-2 text-right", amountClass(e.amount))}>{signedAmount(e.amount)}</td>
              <td className="px-4 py-2 text-right text-slate-600 tabular-nums">{e.balance_after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function LedgerSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the credit history" className="space-y-2">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-28 animate-pulse rounded-[var(--radius-card)] bg-white ring-1 ring-slate-200 motion-reduce:animate-none md:h-11" />
      ))}
    </div>
  );
}
