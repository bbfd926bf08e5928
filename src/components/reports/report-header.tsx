import { UserCheck } from "lucide-react";
import { BackLink } from "~/components/ui/back-link";
import { Plate } from "~/components/ui/plate";
import { RelativeTime } from "~/components/ui/relative-time";
import type { Report } from "~/server/models/report";
import { labelOf, REPORT_TYPES } from "./labels";
import { StatusBadge } from "./status-badge";

/** Which vehicle, which kind of report, where it stands. */
export function ReportHeader({ report }: { report: Report }) {
  const name = [report.vehicle.make, report.vehicle.model].filter(Boolean).join(" ");
  return (
    <div className="space-y-2">
      <BackLink href="/reports">Reports</BackLink>
      <div className="flex flex-wrap items-center gap-3">
        <Plate vrm={report.vehicle.vrm} size="lg" />
        <div className="min-w-0">
          <h1 className="text-xl font-semibold sm:text-2xl">
            {labelOf(REPORT_TYPES, report.type)} report
            <span className="sr-only"> for {report.vehicle.vrm}</span>
          </h1>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            {name ? <span>{name}</span> : null}
            <StatusBadge status={report.status} />
            {report.performed_by === "hirer" ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-900 ring-1 ring-violet-200">
                <UserCheck className="size-3.5" aria-hidden />
                Inspected by the hirer
              </span>
            ) : null}
            <span>
              Created <RelativeTime value={report.created_at} />
            </span>
          </p>
        </div>
      </div>
    </div>
  );
}
