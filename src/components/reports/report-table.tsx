// What a list of reports shows: its columns on a desk, its card on a phone.
import { AlertTriangle, Check } from "lucide-react";
import { listColumns, type ListRows } from "~/components/ui/data-rows";
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
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${pass ? "bg-green-50 text-green-900 ring-green-200" : "bg-amber-50 text-amber-900 ring-amber-300"}`}
    >
      <Icon className="size-3.5" aria-hidden />
      {pass ? "Pass" : "Concerns"}
    </span>
  );
}

const vehicleName = (r: Report) =>
  [r.vehicle.make, r.vehicle.model].filter(Boolean).join(" ") || "Unknown make";
const typeName = (r: Report) => labelOf(REPORT_TYPES, r.type);
const odometer = (r: Report) =>
  r.odometer === null ? "—" : `${r.odometer.toLocaleString("en-GB")} ${r.odometer_unit}`;

const col = listColumns<Report>();

export const REPORT_ROWS: ListRows<Report> = {
  columns: col.columns([
    col.display({
      id: "vehicle",
      header: "Vehicle",
      cell: ({ row }) => <Plate vrm={row.original.vehicle.vrm} size="sm" />,
      meta: { rowLink: true },
    }),
    col.accessor(vehicleName, {
      id: "name",
      header: "Make and model",
      meta: { className: "max-w-56 truncate" },
    }),
    col.accessor(typeName, { id: "type", header: "Type" }),
    col.display({
      id: "status",
      header: "Status",
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1.5">
          <StatusBadge status={row.original.status} />
          <ReportVerdict verdict={row.original.verdict} />
        </span>
      ),
    }),
    col.accessor(odometer, {
      id: "odometer",
      header: "Odometer",
      meta: { className: "tabular-nums text-slate-600" },
    }),
    col.display({
      id: "created",
      header: "Created",
      cell: ({ row }) => <RelativeTime value={row.original.created_at} />,
      meta: { className: "text-slate-600" },
    }),
  ]),
  card: {
    title: (r) => <Plate vrm={r.vehicle.vrm} />,
    aside: (r) => (
      <span className="flex flex-wrap justify-end gap-1.5">
        <ReportVerdict verdict={r.verdict} />
        <StatusBadge status={r.status} />
      </span>
    ),
    body: (r) => (
      <>
        <p className="mt-2 truncate font-medium">{vehicleName(r)}</p>
        <p className="mt-0.5 flex flex-wrap gap-x-2 text-sm text-slate-600">
          <span>{typeName(r)}</span>
          <span aria-hidden>·</span>
          <RelativeTime value={r.created_at} />
        </p>
      </>
    ),
  },
  href: (r) => `/reports/${r.id}`,
  linkLabel: (r) => `${r.vehicle.vrm} ${typeName(r)} report`,
  testId: "report",
};
