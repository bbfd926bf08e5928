"use client";
// The fines list: status, hire match and "due soon" chips in the URL, newest first, paged.
// A list on another page (an agreement's, a vehicle's, a hirer's) passes its own filter.
import { Receipt } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import { useSearchParams } from "next/navigation";
import { Button } from "~/components/ui/button";
import { DataTable, ListSkeleton } from "~/components/ui/data-table";
import { EmptyState } from "~/components/ui/empty-state";
import { FilterBar, type FilterField } from "~/components/ui/filter-bar";
import { usePagedList } from "~/components/ui/use-paged-list";
import type { ListFinesInput } from "~/server/models/fine";
import { addDays, DUE_SOON_DAYS } from "~/server/models/fine-words";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { FINE_ROWS } from "./fine-table";
import {
  FINE_MATCH_LABELS,
  FINE_MATCHES,
  FINE_STATUS_LABELS,
  FINE_STATUSES,
  ukToday,
} from "./labels";

const PAGE_SIZE = 25;

type Filters = Pick<ListFinesInput, "status" | "match" | "respond_by_before">;

function useFilters(): Filters {
  const params = useSearchParams();
  const due = params.get("due") === "soon";
  return {
    status: due ? "received" : FINE_STATUSES.find((s) => s === params.get("status")),
    match: FINE_MATCHES.find((m) => m === params.get("match")),
    respond_by_before: due ? addDays(ukToday(), DUE_SOON_DAYS) : undefined,
  };
}

const FIELDS: FilterField[] = [
  {
    kind: "chips",
    key: "due",
    label: "Due",
    options: [
      ["", "Any time"],
      ["soon", `Due within ${DUE_SOON_DAYS} days`],
    ],
  },
  {
    kind: "chips",
    key: "status",
    label: "Status",
    className: "basis-full",
    options: [["", "All"], ...FINE_STATUSES.map((s) => [s, FINE_STATUS_LABELS[s]] as const)],
  },
  {
    kind: "chips",
    key: "match",
    label: "Hire",
    className: "basis-full",
    options: [["", "All"], ...FINE_MATCHES.map((m) => [m, FINE_MATCH_LABELS[m]] as const)],
  },
  { kind: "clear", label: "Clear filters" },
];

export const FineListSkeleton = () => (
  <ListSkeleton label="Loading fines" className="h-16 bg-slate-200/70 ring-0" />
);

function Empty({ canWrite }: { canWrite: boolean }) {
  return (
    <EmptyState
      icon={Receipt}
      title="No fines recorded"
      action={
        canWrite ? (
          <Button asChild>
            <IntentLink href="/fines/new">Record a fine</IntentLink>
          </Button>
        ) : undefined
      }
    >
      Parking tickets, bus-lane and speeding notices, congestion and clean-air charges that arrive
      for a vehicle: Kerbside finds the hire it was out on and prepares the pack that transfers it
      to the hirer.
    </EmptyState>
  );
}

export function FineList({ canWrite }: { canWrite: boolean }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const filters = useFilters();
  const query = usePagedList([...trpc.agreements.listFines.queryKey(), filters], (cursor) =>
    client.agreements.listFines.query({ ...filters, limit: PAGE_SIZE, cursor }),
  );
  return (
    <>
      <FilterBar
        label="Filter fines"
        className="flex flex-wrap items-end gap-x-2 gap-y-3"
        fields={FIELDS}
      />
      <div className="mt-6">
        <DataTable
          rows={FINE_ROWS}
          query={query}
          what="fines"
          loading={<FineListSkeleton />}
          empty={<Empty canWrite={canWrite} />}
          filtered={Object.values(filters).some(Boolean)}
          noMatches="No fines match these filters. Change or clear them to see more."
        />
      </div>
    </>
  );
}

/** The fines of one agreement, vehicle or hirer, on that object's page. */
export function RelatedFines({
  filter,
}: {
  filter: { agreement_id?: string; customer_id?: string; vrm?: string };
}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const query = usePagedList([...trpc.agreements.listFines.queryKey(), filter], (cursor) =>
    client.agreements.listFines.query({ ...filter, limit: 10, cursor }),
  );
  return (
    <DataTable rows={FINE_ROWS} query={query} what="fines" empty="No fines or road charges." />
  );
}
