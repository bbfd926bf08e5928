import type { Report } from "~/server/models/report";
import { formatLevel } from "~/server/models/level-format";

const dash = "Not recorded";

/** The report's readings, read-only. */
export function ReadingsSummary({ report }: { report: Report }) {
  const rows: [string, string][] = [
    [
      "Odometer",
      report.odometer === null
        ? dash
        : `${report.odometer.toLocaleString("en-GB")} ${report.odometer_unit === "mi" ? "miles" : "km"}`,
    ],
  ];
  if (report.fuel_level !== null || report.charge_level === null)
    rows.push(["Fuel level", report.fuel_level === null ? dash : formatLevel(report.fuel_level)]);
  if (report.charge_level !== null) rows.push(["Battery charge", formatLevel(report.charge_level)]);
  for (const t of report.tyre_readings) {
    const parts = [
      t.tread_depth_mm === null ? null : `${t.tread_depth_mm} mm`,
      t.pressure_psi === null ? null : `${t.pressure_psi} psi`,
    ].filter(Boolean);
    rows.push([`Tyre ${t.position.replace(/_/g, " ")}`, parts.join(", ") || dash]);
  }
  return (
    <section
      aria-labelledby="readings-heading"
      className="rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="readings-heading" className="text-base font-semibold">
        Readings
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-slate-100 pb-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {report.notes ? (
        <p className="mt-3 text-sm whitespace-pre-wrap text-slate-700">{report.notes}</p>
      ) : null}
    </section>
  );
}
