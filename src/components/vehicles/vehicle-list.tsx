"use client";
// The fleet list: search and filters in the URL (?q=&status=&due=), newest first, paged.
import { Car } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { DataTable, ListSkeleton } from "~/components/ui/data-table";
import { EmptyState } from "~/components/ui/empty-state";
import { FilterBar, type FilterField, type SearchFilter } from "~/components/ui/filter-bar";
import { usePagedList } from "~/components/ui/use-paged-list";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { addDaysIso, DUE_SOON_DAYS, todayIso, VEHICLE_STATUS_LABELS } from "./due";
import { VEHICLE_ROWS } from "./vehicle-table";

const PAGE_SIZE = 25;
const STATUSES = ["active", "off_road", "sold", "archived"] as const;

/** The URL's filters as the list procedure's input; anything malformed is ignored. */
function useFilters() {
  const params = useSearchParams();
  const status = params.get("status");
  const due = params.get("due");
  const until = addDaysIso(todayIso(), DUE_SOON_DAYS);
  return {
    q: params.get("q")?.trim().slice(0, 100) || undefined,
    status: STATUSES.find((s) => s === status),
    mot_due_before: due === "mot" ? until : undefined,
    tax_due_before: due === "tax" ? until : undefined,
  };
}

const SEARCH: SearchFilter = {
  key: "q",
  id: "vehicle-search",
  label: "Search",
  clean: (typed) => typed.trim(),
  delayMs: 300,
  className: "col-span-2 md:col-span-1",
  input: { placeholder: "Registration, make, model, fleet number or nickname" },
};

const FIELDS: FilterField[] = [
  {
    kind: "select",
    key: "status",
    id: "vehicle-status",
    label: "Status",
    options: [
      ["", "All in the fleet"],
      ...Object.entries(VEHICLE_STATUS_LABELS),
      ["archived", "Archived"],
    ],
  },
  {
    kind: "select",
    key: "due",
    id: "vehicle-due",
    label: "Due soon",
    options: [
      ["", "Any"],
      ["mot", "MOT due in 30 days"],
      ["tax", "Tax due in 30 days"],
    ],
  },
  { kind: "clear", label: "Clear", className: "col-span-2 md:col-span-1" },
];

export const VehicleListSkeleton = () => (
  <ListSkeleton label="Loading vehicles" className="h-24 md:h-11" />
);

function Empty({ canWrite }: { canWrite: boolean }) {
  return (
    <EmptyState
      icon={Car}
      title="No vehicles yet"
      action={canWrite ? { href: "/vehicles/new", label: "Add your first vehicle" } : null}
    >
      Add a vehicle by its registration: Kerbside fetches its make, MOT history, tax and insurance
      from the UK registries, free.
    </EmptyState>
  );
}

export function VehicleList({ canWrite }: { canWrite: boolean }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const filters = useFilters();
  const query = usePagedList([...trpc.fleet.list.queryKey(), filters], (cursor) =>
    client.fleet.list.query({ ...filters, limit: PAGE_SIZE, cursor }),
  );
  return (
    <>
      <FilterBar
        label="Search vehicles"
        className="grid grid-cols-2 gap-3 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
        search={SEARCH}
        fields={FIELDS}
      />
      <div className="mt-6">
        <DataTable
          rows={VEHICLE_ROWS}
          query={query}
          what="vehicles"
          loading={<VehicleListSkeleton />}
          empty={<Empty canWrite={canWrite} />}
          filtered={Object.values(filters).some(Boolean)}
          noMatches="No vehicles match. Change or clear the search to see more."
        />
      </div>
    </>
  );
}
