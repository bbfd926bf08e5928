"use client";
// The customers list: the search in the URL (?q=&added=), newest first, paged.
import { UserRound } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { DataTable, ListSkeleton } from "~/components/ui/data-table";
import { EmptyState } from "~/components/ui/empty-state";
import { FilterBar, type FilterField, type SearchFilter } from "~/components/ui/filter-bar";
import { usePagedList } from "~/components/ui/use-paged-list";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { CUSTOMER_ROWS } from "./customer-table";

const PAGE_SIZE = 25;

const ADDED_WITHIN = {
  "7": "In the last 7 days",
  "30": "In the last 30 days",
  "365": "In the last year",
} as const;

function useFilters() {
  const params = useSearchParams();
  const days = Object.keys(ADDED_WITHIN).find((d) => d === params.get("added"));
  return {
    q: params.get("q")?.trim().slice(0, 100) || undefined,
    created_from: days
      ? new Date(Date.now() - Number(days) * 86_400_000).toISOString().slice(0, 10)
      : undefined,
  };
}

const SEARCH: SearchFilter = {
  key: "q",
  id: "customer-search",
  label: "Search",
  clean: (typed) => typed.trim(),
  delayMs: 250,
  input: { placeholder: "Name, email, phone or licence number", maxLength: 100 },
};

const FIELDS: FilterField[] = [
  {
    kind: "select",
    key: "added",
    id: "customer-added",
    label: "Added",
    options: [["", "Any time"], ...Object.entries(ADDED_WITHIN)],
  },
  { kind: "clear", label: "Clear" },
];

export const CustomerListSkeleton = () => (
  <ListSkeleton label="Loading customers" className="h-20 md:h-11" />
);

function Empty({ canWrite }: { canWrite: boolean }) {
  return (
    <EmptyState
      icon={UserRound}
      title="No customers yet"
      action={canWrite ? { href: "/customers/new", label: "Add your first customer" } : null}
    >
      Customers are the people who hire your vehicles. Keep their details and check their driving
      licence with DVLA before you hand over the keys; checks are free.
    </EmptyState>
  );
}

export function CustomerList({ canWrite }: { canWrite: boolean }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const filters = useFilters();
  const query = usePagedList([...trpc.agreements.listCustomers.queryKey(), filters], (cursor) =>
    client.agreements.listCustomers.query({ ...filters, limit: PAGE_SIZE, cursor }),
  );
  return (
    <>
      <FilterBar
        label="Search customers"
        className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
        search={SEARCH}
        fields={FIELDS}
      />
      <div className="mt-6">
        <DataTable
          rows={CUSTOMER_ROWS}
          query={query}
          what="customers"
          loading={<CustomerListSkeleton />}
          empty={<Empty canWrite={canWrite} />}
          filtered={Object.values(filters).some(Boolean)}
          noMatches="No customers match. Change or clear the search to see more."
        />
      </div>
    </>
  );
}
