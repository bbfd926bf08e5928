"use client";
import { useSearchParams } from "next/navigation";
import { usePagedList } from "~/components/ui/use-paged-list";
import { REPORT_STATUS_KEYS, REPORT_TYPE_KEYS, type ReportStatus, type ReportType } from "./labels";
import { ReportCards, ReportListSkeleton, ReportTable } from "./report-rows";
import { ReportsEmpty } from "./reports-empty";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { ListError, LoadMore, NoMatches } from "~/components/ui/load-more";

const PAGE_SIZE = 25;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const isDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The URL's filters as the list procedure's input; anything malformed is ignored. */
function useFilters() {
  const params = useSearchParams();
  const vrm = params.get("vrm")?.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
  return {
    status: oneOf<ReportStatus>(REPORT_STATUS_KEYS, params.get("status")),
    type: oneOf<ReportType>(REPORT_TYPE_KEYS, params.get("type")),
    vrm: vrm && vrm.length >= 2 && vrm.length <= 8 ? vrm : undefined,
    created_from: isDate(params.get("from")),
    created_to: isDate(params.get("to")),
  };
}

export function ReportList({ canCreate }: { canCreate: boolean }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const filters = useFilters();
  const filtered = Object.values(filters).some(Boolean);
  const query = usePagedList([...trpc.reports.list.queryKey(), filters], (cursor) => client.reports.list.query({ ...filters, limit: PAGE_SIZE, cursor }));

  if (query.isPending) return <ReportListSkeleton />;
  if (query.isError) return <ListError what="reports" error={query.error} retry={query.refetch} />;
  const reports = query.data.pages.flatMap((p) => p.data);
  if (reports.length === 0) {
    return filtered ? (
      <NoMatches>No reports match these filters. Change or clear them to see more.</NoMatches>
    ) : (
      <ReportsEmpty canCreate={canCreate} />
    );
  }
  return (
    <div className="space-y-4">
      <ReportCards reports={reports} />
      <ReportTable reports={reports} />
      <LoadMore query={query} />
    </div>
  );
}
