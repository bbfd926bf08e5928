import type { Metadata } from "next";
import { ReportList, ReportListSkeleton } from "~/components/reports/report-list";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { ListPage } from "~/components/ui/page-header";

export const metadata: Metadata = { title: "Reports" };

export default async function ReportsPage() {
  if (!(await hasPermission("reports.read"))) return <NoAccess what="inspection reports" />;
  const canCreate = await hasPermission("reports.write");
  return (
    <ListPage
      title="Reports"
      description="Vehicle condition checks: check-outs, returns and inspections."
      action={canCreate ? { href: "/reports/new", label: "New report" } : null}
      loading={<ReportListSkeleton />}
    >
      <ReportList canCreate={canCreate} />
    </ListPage>
  );
}
