import type { Metadata } from "next";
import { NewReportForm } from "~/components/reports/new-report-form";
import { vrmAsTyped } from "~/components/reports/vrm-field";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { BackLink } from "~/components/ui/back-link";

export const metadata: Metadata = { title: "New report" };

export default async function NewReportPage({
  searchParams,
}: {
  searchParams: Promise<{ vrm?: string; customer?: string }>;
}) {
  if (!(await hasPermission("reports.write"))) return <NoAccess what="creating reports" />;
  const { vrm, customer } = await searchParams;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <BackLink href="/reports">Reports</BackLink>
        <h1 className="text-2xl font-semibold">New report</h1>
        <p className="mt-1 text-sm text-slate-600">
          Choose the vehicle and what kind of check this is. You&apos;ll walk round it next.
        </p>
      </div>
      <NewReportForm
        initialVrm={vrm ? vrmAsTyped(vrm) : ""}
        initialCustomerId={customer?.startsWith("cus_") ? customer : null}
      />
    </div>
  );
}
