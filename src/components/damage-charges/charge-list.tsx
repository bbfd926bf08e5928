"use client";
// The damage charges list: status chips in the URL, newest first, paged. A list on another
// page (an agreement's, a hirer's) passes its own filter.
import { Receipt } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { DataTable, ListSkeleton } from "~/components/ui/data-table";
import { EmptyState } from "~/components/ui/empty-state";
import { FilterBar, type FilterField } from "~/components/ui/filter-bar";
import { usePagedList } from "~/components/ui/use-paged-list";
import { DAMAGE_CHARGE_STATUSES } from "~/server/models/damage-charge";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { CHARGE_ROWS } from "./charge-table";
import { CHARGE_STATUS_LABELS } from "./labels";

const PAGE_SIZE = 25;

const FIELDS: FilterField[] = [
  {
    kind: "chips",
    key: "status",
    label: "Status",
    className: "basis-full",
    options: [
      ["", "All"],
      ...DAMAGE_CHARGE_STATUSES.map((s) => [s, CHARGE_STATUS_LABELS[s]] as const),
    ],
  },
  { kind: "clear", label: "Clear filters" },
];

export const ChargeListSkeleton = () => (
  <ListSkeleton label="Loading damage charges" className="h-16 bg-slate-200/70 ring-0" />
);

function Empty() {
  return (
    <EmptyState
      icon={Receipt}
      title="No damage charges yet"
      action={{ href: "/reports?type=inbound", label: "See check-in reports" }}
    >
      Open a completed check-in report of a hire and press Prepare damage charge: each new or worse
      damage becomes a line priced from your damage rates, with fair wear and tear left out.
    </EmptyState>
  );
}

export function ChargeList() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const params = useSearchParams();
  const status = DAMAGE_CHARGE_STATUSES.find((s) => s === params.get("status"));
  const query = usePagedList([...trpc.agreements.listDamageCharges.queryKey(), status], (cursor) =>
    client.agreements.listDamageCharges.query({ status, limit: PAGE_SIZE, cursor }),
  );
  return (
    <>
      <FilterBar
        label="Filter damage charges"
        className="flex flex-wrap items-end gap-x-2 gap-y-3"
        fields={FIELDS}
      />
      <div className="mt-6">
        <DataTable
          rows={CHARGE_ROWS}
          query={query}
          what="damage charges"
          loading={<ChargeListSkeleton />}
          empty={<Empty />}
          filtered={status !== undefined}
          noMatches="No damage charges have this status. Choose another or clear the filter."
        />
      </div>
    </>
  );
}

/** The damage charges of one agreement or hirer, on that object's page. */
export function RelatedCharges({
  filter,
}: {
  filter: { agreement_id?: string; customer_id?: string };
}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const query = usePagedList([...trpc.agreements.listDamageCharges.queryKey(), filter], (cursor) =>
    client.agreements.listDamageCharges.query({ ...filter, limit: 10, cursor }),
  );
  return (
    <DataTable rows={CHARGE_ROWS} query={query} what="damage charges" empty="No damage charges." />
  );
}
