import { AlertTriangle, Check } from "lucide-react";
import Link from "next/link";
import { Plate } from "~/components/ui/plate";
import { RelativeTime } from "~/components/ui/relative-time";
import type { Report } from "~/server/models/report";
import { labelOf, REPORT_TYPES } from "./labels";
import { StatusBadge } from "./status-badge";

/** An inbound report's outcome against its check-out, in words with an icon. */
function ReportVerdict({ verdict }: { verdict: Report["verdict"] }) {
  if (!verdict) return null;
  const pass = verdict === "pass";
  const Icon = pass ? Check : AlertTriangle;
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${pass ? "bg-green-50 text-green-900 ring-green-200" : "bg-amber-50 text-amber-900 ring-amber-300"}`}>
      <Icon className="size-3.5" aria-hidden />
      {pass ? "Pass" : "Concerns"}
    </span>
  );
}

const vehicleName = (r: Report) => [r.vehicle.make, r.vehicle.model].filter(Boolean).join(" ") || "Unknown make";

/** Phone: one card per report, the whole card a link. */
export function ReportCards({ reports }: { reports: Report[] }) {
  return (
    <ul className="space-y-2 md:hidden">
      {reports.map((r) => (
        <li key={r.id}>
          <Link href={`/reports/${r.id}`} className="block rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-500" data-testid="report-card">
            <div className="flex items-start justify-between gap-3">
              <Plate vrm={r.vehicle.vrm} />
              <span className="flex flex-wrap justify-end gap-1.5">
                <ReportVerdict verdict={r.verdict} />
                <StatusBadge status={r.status} />
              </span>
            </div>
            <p className="mt-2 truncate font-medium">{vehicleName(r)}</p>
            <p className="mt-0.5 flex flex-wrap gap-x-2 text-sm text-slate-600">
              <span>{labelOf(REPORT_TYPES, r.type)}</span>
              <span aria-hidden>·</span>
              <RelativeTime value={r.created_at} />
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a dense table; the registration is the row's link. */
export function ReportTable({ reports }: { reports: Report[] }) {
  return (
    <div className="hidden overflow-hidden rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200 md:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2.5">Vehicle</th>
            <th scope="col" className="px-4 py-2.5">Make and model</th>
            <th scope="col" className="px-4 py-2.5">Type</th>
            <th scope="col" className="px-4 py-2.5">Status</th>
            <th scope="col" className="px-4 py-2.5">Odometer</th>
            <th scope="col" className="px-4 py-2.5">Created</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {reports.map((r) => (
            <tr key={r.id} className="relative hover:bg-slate-50" data-testid="report-row">
              <td className="px-4 py-2">
                <Link href={`/reports/${r.id}`} className="after:absolute after:inset-0" aria-label={`${r.vehicle.vrm} ${labelOf(REPORT_TYPES, r.type)} report`}>
                  <Plate vrm={r.vehicle.vrm} size="sm" />
                </Link>
              </td>
              <td className="max-w-56 truncate px-4 py-2">{vehicleName(r)}</td>
              <td className="px-4 py-2">{labelOf(REPORT_TYPES, r.type)}</td>
              <td className="px-4 py-2">
                <span className="flex flex-wrap gap-1.5">
                  <StatusBadge status={r.status} />
                  <ReportVerdict verdict={r.verdict} />
                </span>
              </td>
              <td className="px-4 py-2 tabular-nums text-slate-600">{r.odometer === null ? "—" : `${r.odometer.toLocaleString("en-GB")} ${r.odometer_unit}`}</td>
              <td className="px-4 py-2 text-slate-600">
                <RelativeTime value={r.created_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ReportListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading reports" className="space-y-2">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-20 animate-pulse rounded-[var(--radius-card)] bg-white ring-1 ring-slate-200 motion-reduce:animate-none md:h-11" />
      ))}
    </div>
  );
}
