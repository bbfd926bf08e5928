"use client";
// A completed (or signed-off, or cancelled) report, read-only: the verdicts at a
// glance, the damage on the diagram, then every area with its notes and photos.
import { useQuery } from "@tanstack/react-query";
import type { Report } from "~/server/models/report";
import { useTRPC } from "~/trpc/react";
import { damageMarkers } from "./damage-markers";
import { zoneLabel } from "~/server/models/damage-diagram";
import { formatUkDateTime } from "~/server/models/uk-format";
import { CHANGE_LABELS, DAMAGE_TYPE_LABELS, SEVERITY_LABELS } from "./labels";
import { PhotoGrid } from "./photo-grid";
import { ReadingsSummary } from "./readings-summary";
import { VehicleDiagram } from "./vehicle-diagram";
import { VerdictBadge } from "./verdict-badge";
import { VerdictCounts } from "./verdict-counts";

export function ReportSummary({ report, bodyType }: { report: Report; bodyType: string }) {
  const trpc = useTRPC();
  const inspections = useQuery(trpc.reports.listInspections.queryOptions({ report_id: report.id }));
  const media = useQuery(trpc.reports.listMedia.queryOptions({ report_id: report.id, limit: 100 }));
  if (inspections.isPending)
    return (
      <div
        className="h-64 animate-pulse rounded-[var(--radius-card)] bg-white ring-1 ring-slate-200 motion-reduce:animate-none"
        role="status"
        aria-busy="true"
        aria-label="Loading the report"
      />
    );
  if (inspections.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        The checklist could not be loaded: {inspections.error.message}
      </p>
    );
  const items = inspections.data.data;
  const photos = media.data?.data ?? [];
  const markers = damageMarkers(items, bodyType);

  return (
    <div className="space-y-6">
      {report.performed_by === "hirer" && report.hirer_sent_at ? (
        <p className="rounded-lg bg-violet-50 px-4 py-3 text-sm text-violet-950 ring-1 ring-violet-200">
          Inspected by the hirer, who sent it on {formatUkDateTime(report.hirer_sent_at)}. Check
          their photos, readings and damage below
          {report.status === "completed" ? ", then sign it off" : ""}.
        </p>
      ) : null}
      {report.verdict ? (
        <p
          className={`rounded-lg px-4 py-3 text-sm font-medium ring-1 ${report.verdict === "pass" ? "bg-green-50 text-green-900 ring-green-200" : "bg-red-50 text-red-900 ring-red-200"}`}
        >
          Overall:{" "}
          {report.verdict === "pass"
            ? "Pass. No new damage and no failed items since check-out."
            : "Concerns. New or worse damage, or failed items, since check-out."}
        </p>
      ) : null}
      <VerdictCounts inspections={items} />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr] lg:items-start">
        <section
          aria-labelledby="damage-heading"
          className="rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="damage-heading" className="text-base font-semibold">
            Damage
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {markers.length === 0 ? "No damage recorded." : "Numbers match the checklist below."}
          </p>
          <VehicleDiagram
            bodyType={bodyType}
            markers={markers}
            title={`Vehicle diagram with ${markers.length} damage marks`}
            className="mt-3"
          />
        </section>
        <ReadingsSummary report={report} />
      </div>
      <section
        aria-labelledby="checklist-heading"
        className="rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200"
      >
        <h2
          id="checklist-heading"
          className="border-b border-slate-200 px-4 py-3 text-base font-semibold"
        >
          Checklist
        </h2>
        <ol className="divide-y divide-slate-100">
          {items.map((i) => {
            const own = photos.filter((p) => p.inspection_id === i.id);
            return (
              <li key={i.id} className="space-y-2 px-4 py-3" data-testid="summary-item">
                <div className="flex items-start justify-between gap-3">
                  <p className="text-sm font-medium">
                    <span className="mr-2 text-slate-500 tabular-nums">{i.position}</span>
                    {i.area}
                  </p>
                  <VerdictBadge verdict={i.verdict} />
                </div>
                {i.damage ? (
                  <p className="text-sm text-red-800">
                    {SEVERITY_LABELS[i.damage.severity]}{" "}
                    {DAMAGE_TYPE_LABELS[i.damage.type].toLowerCase()},{" "}
                    {zoneLabel(bodyType, i.damage.zone).toLowerCase()}
                    {i.damage.change ? (
                      <span className="text-slate-700">
                        {" "}
                        ({CHANGE_LABELS[i.damage.change].toLowerCase()} since check-out)
                      </span>
                    ) : null}
                  </p>
                ) : null}
                {i.notes ? (
                  <p className="text-sm whitespace-pre-wrap text-slate-700">{i.notes}</p>
                ) : null}
                <PhotoGrid items={own} label={`Photos of ${i.area}`} small />
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
