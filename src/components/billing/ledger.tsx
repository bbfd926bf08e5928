"use client";
// The credit history (Owner and Billing): newest first, filtered by kind and dates through
// the URL (?kind=, ?created_from=, ?created_to=) so a filtered view survives a reload,
// paged with "Load more", and exported as CSV with the same filters.
import { ReceiptText } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Button } from "~/components/ui/button";
import { DateRangeFilter, ExportCsvLink, FILTER_CONTROL, FILTER_LABEL, useSetUrlFilter } from "~/components/ui/filter-controls";
import { CREDIT_KINDS } from "~/server/models/credits";
import { usePagedList } from "~/components/ui/use-paged-list";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { KIND_LABELS } from "./kind-badge";
import { LedgerCards, LedgerSkeleton, LedgerTable } from "./ledger-rows";
import { LoadMore } from "~/components/ui/load-more";

const PAGE_SIZE = 25;

type Filters = { kind: (typeof CREDIT_KINDS)[number] | undefined; created_from: string | undefined; created_to: string | undefined };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function useLedgerFilters(): Filters {
  const params = useSearchParams();
  const date = (key: string) => {
    const value = params.get(key);
    return value && DATE.test(value) ? value : undefined;
  };
  return { kind: CREDIT_KINDS.find((k) => k === params.get("kind")), created_from: date("created_from"), created_to: date("created_to") };
}

function LedgerFilters({ filters }: { filters: Filters }) {
  // A filter change leaves the purchase just returned from checkout behind.
  const set = useSetUrlFilter(["purchase"]);
  return (
    <div className="grid w-full grid-cols-2 items-end gap-3 sm:flex sm:w-auto">
      <div className="col-span-2 sm:w-44">
        <label htmlFor="ledger-kind" className={FILTER_LABEL}>
          Kind
        </label>
        <select id="ledger-kind" value={filters.kind ?? ""} onChange={(e) => set("kind", e.target.value)} className={FILTER_CONTROL}>
          <option value="">All entries</option>
          {CREDIT_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}s
            </option>
          ))}
        </select>
      </div>
      <DateRangeFilter idPrefix="ledger" range={filters} onChange={set} fieldClassName="sm:w-40" />
      <ExportCsvLink path="/api/app/credits/transactions.csv" filters={filters} />
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
      <h3 className="mt-4 font-semibold">{filtered ? "No entries match these filters" : "No credit history yet"}</h3>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        {filtered
          ? "Nothing of this kind, or in these dates, has happened to your balance."
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

function LedgerEntries({ filters }: { filters: Filters }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const query = usePagedList([...trpc.billing.transactions.queryKey(), filters], (cursor) =>
    client.billing.transactions.query({ ...filters, limit: PAGE_SIZE, cursor }),
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
  if (entries.length === 0) return <Empty filtered={Boolean(filters.kind ?? filters.created_from ?? filters.created_to)} />;
  return (
    <div className="space-y-4">
      <LedgerCards entries={entries} />
      <LedgerTable entries={entries} />
      <LoadMore query={query} />
    </div>
  );
}

export function Ledger() {
  const filters = useLedgerFilters();
  return (
    <section aria-labelledby="ledger-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="ledger-heading" className="text-lg font-semibold">
            Credit history
          </h2>
          <p className="mt-1 text-sm text-slate-600">Every credit added to or spent from your balance, newest first.</p>
        </div>
        <LedgerFilters filters={filters} />
      </div>
      <LedgerEntries filters={filters} />
    </section>
  );
}
