"use client";
// The credit history (Owner and Billing): newest first, filtered by kind through the
// URL (?kind=) so a filtered view survives a reload, paged with "Load more".
import { useInfiniteQuery } from "@tanstack/react-query";
import { ReceiptText } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Button } from "~/components/ui/button";
import { CREDIT_KINDS } from "~/server/models/credits";
import { useTRPC } from "~/trpc/react";
import { KIND_LABELS } from "./kind-badge";
import { LedgerCards, LedgerSkeleton, LedgerTable } from "./ledger-rows";
import { LoadMore } from "~/components/ui/load-more";

const PAGE_SIZE = 25;

function KindFilter({ kind }: { kind: string | undefined }) {
  const router = useRouter();
  const pathname = usePathname();
  return (
    <div className="w-full sm:w-56">
      <label htmlFor="ledger-kind" className="mb-1 block text-xs font-medium text-slate-600">
        Kind
      </label>
      <select
        id="ledger-kind"
        value={kind ?? ""}
        onChange={(e) => router.replace(e.target.value ? `${pathname}?kind=${e.target.value}` : pathname, { scroll: false })}
        className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
      >
        <option value="">All entries</option>
        {CREDIT_KINDS.map((k) => (
          <option key={k} value={k}>
            {KIND_LABELS[k]}s
          </option>
        ))}
      </select>
    </div>
  );
}

function Empty({ filtered }: { filtered: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  return (
    <section className="rounded-[var(--radius-card)] bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-slate-100 text-slate-600" aria-hidden>
        <ReceiptText className="size-6" />
      </span>
      <h3 className="mt-4 font-semibold">{filtered ? "No entries of this kind" : "No credit history yet"}</h3>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        {filtered
          ? "Nothing of this kind has happened to your balance yet."
          : "Every credit added to or spent from your balance shows up here: free credits, purchases, and one charge per report."}
      </p>
      {filtered ? (
        <Button variant="secondary" className="mt-6 min-h-11" onClick={() => router.replace(pathname, { scroll: false })}>
          Show all entries
        </Button>
      ) : null}
    </section>
  );
}

function LedgerEntries({ kind }: { kind: (typeof CREDIT_KINDS)[number] | undefined }) {
  const trpc = useTRPC();
  const query = useInfiniteQuery(
    trpc.billing.transactions.infiniteQueryOptions({ kind, limit: PAGE_SIZE }, { getNextPageParam: (last) => last.next_cursor ?? undefined }),
  );

  if (query.isPending) return <LedgerSkeleton />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-[var(--radius-card)] bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
        <p>The credit history could not be loaded: {query.error.message}</p>
        <Button variant="secondary" className="mt-3 min-h-11" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const entries = query.data.pages.flatMap((p) => p.data);
  if (entries.length === 0) return <Empty filtered={Boolean(kind)} />;
  return (
    <div className="space-y-4">
      <LedgerCards entries={entries} />
      <LedgerTable entries={entries} />
      <LoadMore query={query} />
    </div>
  );
}

export function Ledger() {
  const param = useSearchParams().get("kind");
  const kind = CREDIT_KINDS.find((k) => k === param);
  return (
    <section aria-labelledby="ledger-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="ledger-heading" className="text-lg font-semibold">
            Credit history
          </h2>
          <p className="mt-1 text-sm text-slate-600">Every credit added to or spent from your balance, newest first.</p>
        </div>
        <KindFilter kind={kind} />
      </div>
      <LedgerEntries kind={kind} />
    </section>
  );
}
