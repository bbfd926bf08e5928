"use client";
// The credit history (Owner and Billing): newest first, filtered by kind and dates through
// the URL (?kind=, ?created_from=, ?created_to=) so a filtered view survives a reload,
// paged with "Load more", and exported as CSV with the same filters.
import { ReceiptText } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { FilterBar, type FilterField } from "~/components/ui/filter-bar";
import { ExportCsvLink } from "~/components/ui/filter-controls";
import { usePagedList } from "~/components/ui/use-paged-list";
import { CREDIT_KINDS } from "~/server/models/credits";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { KIND_LABELS } from "./kind-badge";
import { LEDGER_ROWS, LedgerSkeleton } from "./ledger-table";

const PAGE_SIZE = 25;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function useLedgerFilters() {
  const params = useSearchParams();
  const date = (key: string) => {
    const value = params.get(key);
    return value && DATE.test(value) ? value : undefined;
  };
  return {
    kind: CREDIT_KINDS.find((k) => k === params.get("kind")),
    created_from: date("created_from"),
    created_to: date("created_to"),
  };
}

const FIELDS: FilterField[] = [
  {
    kind: "select",
    key: "kind",
    id: "ledger-kind",
    label: "Kind",
    className: "col-span-2 sm:w-44",
    options: [["", "All entries"], ...CREDIT_KINDS.map((k) => [k, `${KIND_LABELS[k]}s`] as const)],
  },
  { kind: "date", key: "created_from", id: "ledger-from", label: "From", className: "sm:w-40" },
  { kind: "date", key: "created_to", id: "ledger-to", label: "To", className: "sm:w-40" },
];

// A filter change leaves the purchase just returned from checkout behind.
const LEAVES = ["purchase"];

function Empty({ filtered }: { filtered: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  return (
    <section className="rounded-[var(--radius-card)] bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <span
        className="mx-auto grid size-12 place-items-center rounded-full bg-slate-100 text-slate-600"
        aria-hidden
      >
        <ReceiptText className="size-6" />
      </span>
      <h3 className="mt-4 font-semibold">
        {filtered ? "No entries match these filters" : "No credit history yet"}
      </h3>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        {filtered
          ? "Nothing of this kind, or in these dates, has happened to your balance."
          : "Every credit added to or spent from your balance shows up here: free credits, purchases, and one charge per report."}
      </p>
      {filtered ? (
        <Button
          variant="secondary"
          className="mt-6 min-h-11"
          onClick={() => router.replace(pathname, { scroll: false })}
        >
          Show all entries
        </Button>
      ) : null}
    </section>
  );
}

export function Ledger() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const filters = useLedgerFilters();
  const query = usePagedList([...trpc.billing.transactions.queryKey(), filters], (cursor) =>
    client.billing.transactions.query({ ...filters, limit: PAGE_SIZE, cursor }),
  );
  return (
    <section aria-labelledby="ledger-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="ledger-heading" className="text-lg font-semibold">
            Credit history
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Every credit added to or spent from your balance, newest first.
          </p>
        </div>
        <FilterBar
          label="Filter the credit history"
          className="grid w-full grid-cols-2 items-end gap-3 sm:flex sm:w-auto"
          fields={FIELDS}
          drop={LEAVES}
        >
          <ExportCsvLink path="/api/app/credits/transactions.csv" filters={filters} />
        </FilterBar>
      </div>
      <DataTable
        rows={LEDGER_ROWS}
        query={query}
        what="credit history"
        loading={<LedgerSkeleton />}
        empty={<Empty filtered={Object.values(filters).some(Boolean)} />}
      />
    </section>
  );
}
