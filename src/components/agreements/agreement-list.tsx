"use client";
// The agreements list: status chips and a search box in the URL, newest first, paged.
import { FileSignature } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import { useSearchParams } from "next/navigation";
import { Button } from "~/components/ui/button";
import { DataTable, ListSkeleton } from "~/components/ui/data-table";
import { EmptyState } from "~/components/ui/empty-state";
import { FilterBar, type FilterField, type SearchFilter } from "~/components/ui/filter-bar";
import { usePagedList } from "~/components/ui/use-paged-list";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { AGREEMENT_ROWS } from "./agreement-table";
import { AGREEMENT_STATUS_LABELS, STATUS_KEYS } from "./labels";

const PAGE_SIZE = 25;

function useFilters() {
  const params = useSearchParams();
  return {
    status: STATUS_KEYS.find((s) => s === params.get("status")),
    q: params.get("q")?.slice(0, 200) || undefined,
  };
}

const SEARCH: SearchFilter = {
  key: "q",
  id: "agreement-search",
  label: "Search hirer, email, registration or reference",
  clean: (typed) => typed.trim(),
  delayMs: 350,
  className: "min-w-0 flex-1 md:max-w-md",
};

const FIELDS: FilterField[] = [
  { kind: "clear", label: "Clear filters" },
  {
    kind: "chips",
    key: "status",
    label: "Status",
    className: "basis-full",
    options: [["", "All"], ...STATUS_KEYS.map((s) => [s, AGREEMENT_STATUS_LABELS[s]] as const)],
  },
];

export const AgreementListSkeleton = () => (
  <ListSkeleton label="Loading agreements" className="h-16 bg-slate-200/70 ring-0" />
);

function Empty({ canCreate }: { canCreate: boolean }) {
  return (
    <EmptyState
      icon={FileSignature}
      title="No rental agreements yet"
      action={
        canCreate ? (
          <Button asChild>
            <IntentLink href="/agreements/new">New agreement</IntentLink>
          </Button>
        ) : undefined
      }
    >
      A rental agreement names the hirer, the vehicle, the dates and the money. The hirer reads and
      signs it on their phone; you get a sealed PDF.
    </EmptyState>
  );
}

export function AgreementList({ canCreate }: { canCreate: boolean }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const filters = useFilters();
  const query = usePagedList([...trpc.agreements.listAgreements.queryKey(), filters], (cursor) =>
    client.agreements.listAgreements.query({ ...filters, limit: PAGE_SIZE, cursor }),
  );
  return (
    <>
      <FilterBar
        label="Filter agreements"
        className="flex flex-wrap items-end gap-x-2 gap-y-3"
        search={SEARCH}
        fields={FIELDS}
      />
      <div className="mt-6">
        <DataTable
          rows={AGREEMENT_ROWS}
          query={query}
          what="agreements"
          loading={<AgreementListSkeleton />}
          empty={<Empty canCreate={canCreate} />}
          filtered={Object.values(filters).some(Boolean)}
          noMatches="No agreements match these filters. Change or clear them to see more."
        />
      </div>
    </>
  );
}
