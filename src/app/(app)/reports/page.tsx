import { Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { ReportFilters } from "~/components/reports/report-filters";
import { ReportList } from "~/components/reports/report-list";
import { ReportListSkeleton } from "~/components/reports/report-rows";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { Button } from "~/components/ui/button";

export const metadata: Metadata = { title: "Reports" };

export default async function ReportsPage() {
  if (!(await hasPermission("reports.read"))) return <NoAccess what="inspection reports" />;
  const canCreate = await hasPermission("reports.write");
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Reports</h1>
          <p className="mt-1 text-sm text-slate-600">Vehicle condition checks: check-outs, returns and inspections.</p>
        </div>
        {canCreate ? (
          <Button asChild>
            <Link href="/reports/new">
              <Plus className="size-4" aria-hidden />
              New report
            </Link>
          </Button>
        ) : null}
      </div>
      <Suspense fallback={<ReportListSkeleton />}>
        <ReportFilters />
        <div className="mt-6">
          <ReportList canCreate={canCreate} />
        </div>
      </Suspense>
    </div>
  );
}
