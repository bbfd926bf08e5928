"use client";
// The reports list: filters in the URL (?status=&type=&vrm=&from=&to=), newest first, paged.
import { useSearchParams } from "next/navigation";
import { DataTable, ListSkeleton } from "~/components/ui/data-table";
import { FilterBar, type FilterField, type SearchFilter } from "~/components/ui/filter-bar";
import { usePagedList } from "~/components/ui/use-paged-list";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import {
  REPORT_STATUS_KEYS,
  REPORT_STATUSES,
  REPORT_TYPE_KEYS,
  REPORT_TYPES,
  type ReportStatus,
  type ReportType,
} from "./labels";
import { REPORT_ROWS } from "./report-table";
import { ReportsEmpty } from "./reports-empty";

const PAGE_SIZE = 25;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const isDate = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/** The URL's filters as the list procedure's input; anything malformed is ignored. */
function useFilters() {
  const params = useSearchParams();
  const vrm = params
    .get("vrm")
    ?.replace(/[^A-Za-z0-9]/g, "")
    .toUpperCase();
  return {
    status: oneOf<ReportStatus>(REPORT_STATUS_KEYS, params.get("status")),
    type: oneOf<ReportType>(REPORT_TYPE_KEYS, params.get("type")),
    vrm: vrm && vrm.length >= 2 && vrm.length <= 8 ? vrm : undefined,
    created_from: isDate(params.get("from")),
    created_to: isDate(params.get("to")),
  };
}

const SEARCH: SearchFilter = {
  key: "vrm",
  id: "filter-vrm",
  label: "Registration",
  clean: (typed) => typed.replace(/\s+/g, "").toUpperCase(),
  delayMs: 400,
  className: "col-span-2 md:col-span-1",
  input: {
    inputMode: "text",
    autoCapitalize: "characters",
    placeholder: "e.g. AB12 CDE",
    className: "uppercase placeholder:normal-case",
  },
};

// The less used filters fold away on a phone.
const FIELDS: FilterField[] = [
  {
    kind: "select",
    key: "status",
    id: "filter-status",
    label: "Status",
    fold: true,
    options: [
      ["", "Any status"],
      ...REPORT_STATUS_KEYS.map((s) => [s, REPORT_STATUSES[s].label] as const),
    ],
  },
  {
    kind: "select",
    key: "type",
    id: "filter-type",
    label: "Type",
    fold: true,
    options: [
      ["", "Any type"],
      ...REPORT_TYPE_KEYS.map((t) => [t, REPORT_TYPES[t].label] as const),
    ],
  },
  { kind: "date", key: "from", id: "filter-from", label: "Created from", fold: true, max: "to" },
  { kind: "date", key: "to", id: "filter-to", label: "Created to", fold: true, min: "from" },
  { kind: "clear", label: "Clear filters", className: "col-span-2 md:col-span-1" },
];

export const ReportListSkeleton = () => (
  <ListSkeleton label="Loading reports" className="h-20 md:h-11" />
);

export function ReportList({ canCreate }: { canCreate: boolean }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const filters = useFilters();
  const query = usePagedList([...trpc.reports.list.queryKey(), filters], (cursor) =>
    client.reports.list.query({ ...filters, limit: PAGE_SIZE, cursor }),
  );
  return (
    <>
      <FilterBar
        label="Filter reports"
        className="grid grid-cols-2 gap-3 md:grid-cols-[1.4fr_1fr_1fr_1fr_1fr_auto] md:items-end"
        search={SEARCH}
        fields={FIELDS}
      />
      <div className="mt-6">
        <DataTable
          rows={REPORT_ROWS}
          query={query}
          what="reports"
          loading={<ReportListSkeleton />}
          empty={<ReportsEmpty canCreate={canCreate} />}
          filtered={Object.values(filters).some(Boolean)}
          noMatches="No reports match these filters. Change or clear them to see more."
        />
      </div>
    </>
  );
}
