import { ArrowRight, ClipboardCheck, FileCheck2, PenLine, Plus } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import type { ReactNode } from "react";
import { labelOf, REPORT_TYPES } from "~/components/reports/labels";
import { Plate } from "~/components/ui/plate";
import { RelativeTime } from "~/components/ui/relative-time";
import type { Dashboard } from "~/server/models/dashboard";
import type { Report } from "~/server/models/report";

type Lists = NonNullable<Dashboard["reports"]>;

const vehicleName = (r: Report) =>
  [r.vehicle.make, r.vehicle.model].filter(Boolean).join(" ") || "Unknown make";

function ReportLink({ report, action, at }: { report: Report; action: string; at: string | null }) {
  return (
    <li>
      <IntentLink
        href={`/reports/${report.id}`}
        className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 px-5 py-2.5 hover:bg-slate-50"
      >
        <Plate vrm={report.vehicle.vrm} size="sm" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{vehicleName(report)}</span>
          <span className="block text-xs text-slate-600">
            {labelOf(REPORT_TYPES, report.type)}
            {at ? (
              <>
                {" · "}
                <RelativeTime value={at} />
              </>
            ) : null}
          </span>
        </span>
        <span className="inline-flex items-center gap-1 text-sm font-medium text-brand-700">
          {action}
          <ArrowRight className="size-4" aria-hidden />
        </span>
      </IntentLink>
    </li>
  );
}

function Panel({
  id,
  icon,
  title,
  count,
  more,
  empty,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  count: number;
  more: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200"
      data-testid={id}
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-5 py-3 text-sm text-slate-600">
        {icon}
        <h2 id={id}>
          {title} ({count})
        </h2>
        {count > 5 ? (
          <IntentLink
            href={more}
            className="ml-auto font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            See all
          </IntentLink>
        ) : null}
      </div>
      {count === 0 ? (
        <div className="px-5 py-4 text-sm text-slate-600">{empty}</div>
      ) : (
        <ul className="divide-y divide-slate-100">{children}</ul>
      )}
    </section>
  );
}

/** Reports to pick up: drafts to resume, completed ones to sign off, and the latest signed. */
export function DashboardReports({ reports, canWrite }: { reports: Lists; canWrite: boolean }) {
  return (
    <>
      <Panel
        id="in-progress-heading"
        icon={<PenLine className="size-4" aria-hidden />}
        title="In progress"
        count={reports.in_progress_count}
        more="/reports?status=draft"
        empty={
          canWrite ? (
            <IntentLink
              href="/reports/new"
              className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              <Plus className="size-4" aria-hidden />
              Start a report
            </IntentLink>
          ) : (
            "No reports in progress."
          )
        }
      >
        {reports.in_progress.map((r) => (
          <ReportLink key={r.id} report={r} action="Resume" at={r.updated_at} />
        ))}
      </Panel>
      <Panel
        id="awaiting-heading"
        icon={<ClipboardCheck className="size-4" aria-hidden />}
        title="Awaiting sign-off"
        count={reports.awaiting_sign_off_count}
        more="/reports?status=completed"
        empty="Nothing waiting: completed reports appear here until they are signed off."
      >
        {reports.awaiting_sign_off.map((r) => (
          <ReportLink key={r.id} report={r} action="Sign off" at={r.completed_at} />
        ))}
      </Panel>
      <Panel
        id="signed-heading"
        icon={<FileCheck2 className="size-4" aria-hidden />}
        title="Recently signed"
        count={reports.recent_signed.length}
        more="/reports?status=signed_off"
        empty="No signed reports yet."
      >
        {reports.recent_signed.map((r) => (
          <ReportLink key={r.id} report={r} action="View" at={r.signed_off_at} />
        ))}
      </Panel>
    </>
  );
}
