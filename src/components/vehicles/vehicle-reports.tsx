"use client";
// The vehicle's inspection history (newest first, with verdicts), the damage open on it
// now, and the way to start its next report.
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import { DAMAGE_TYPE_LABELS, SEVERITY_LABELS } from "~/components/reports/labels";
import { REPORT_ROWS } from "~/components/reports/report-table";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { zoneLabel } from "~/server/models/damage-diagram";
import { usePagedList } from "~/components/ui/use-paged-list";
import { useTRPC, useTRPCClient } from "~/trpc/react";

const card = "rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200";
const skeleton =
  "h-16 animate-pulse rounded-[var(--radius-card)] bg-white ring-1 ring-slate-200 motion-reduce:animate-none";

function OpenDamage({ vehicleId, bodyType }: { vehicleId: string; bodyType: string }) {
  const trpc = useTRPC();
  const damage = useQuery(trpc.reports.vehicleDamage.queryOptions({ vehicle_id: vehicleId }));
  return (
    <section aria-labelledby="open-damage-heading" className={card}>
      <h2 id="open-damage-heading" className="text-base font-semibold">
        Open damage
      </h2>
      {damage.isPending ? (
        <div aria-busy="true" aria-label="Loading damage" className={skeleton} />
      ) : null}
      {damage.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The damage could not be loaded: {damage.error.message}
        </p>
      ) : null}
      {damage.data ? (
        damage.data.items.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">
            {damage.data.report_id
              ? "None recorded on the latest report."
              : "No completed report yet."}
          </p>
        ) : (
          <>
            <p className="mt-1 mb-3 text-sm text-slate-600">
              As recorded on the{" "}
              <IntentLink
                href={`/reports/${damage.data.report_id}`}
                className="font-medium text-brand-700 underline"
              >
                latest report
              </IntentLink>
              .
            </p>
            <ul className="space-y-1.5 text-sm" data-testid="open-damage">
              {damage.data.items.map((i) => (
                <li
                  key={i.inspection_id}
                  className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200"
                >
                  <span className="font-medium">{zoneLabel(bodyType, i.damage.zone)}</span>:{" "}
                  {DAMAGE_TYPE_LABELS[i.damage.type].toLowerCase()},{" "}
                  {SEVERITY_LABELS[i.damage.severity].toLowerCase()}
                </li>
              ))}
            </ul>
          </>
        )
      ) : null}
    </section>
  );
}

export function VehicleReports({
  vehicleId,
  vrm,
  bodyType,
  canStart,
}: {
  vehicleId: string;
  vrm: string;
  bodyType: string;
  canStart: boolean;
}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const query = usePagedList(
    [...trpc.reports.list.queryKey(), { vehicle_id: vehicleId }],
    (cursor) => client.reports.list.query({ vehicle_id: vehicleId, limit: 10, cursor }),
  );
  return (
    <>
      <OpenDamage vehicleId={vehicleId} bodyType={bodyType} />
      <section aria-labelledby="vehicle-reports-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="vehicle-reports-heading" className="text-lg font-semibold">
            Inspection reports
          </h2>
          {canStart ? (
            <Button asChild className="min-h-11">
              <IntentLink href={`/reports/new?vrm=${vrm}`}>
                <Plus className="size-4" aria-hidden />
                Start report
              </IntentLink>
            </Button>
          ) : null}
        </div>
        <DataTable
          rows={REPORT_ROWS}
          query={query}
          what="reports"
          empty="No reports on this vehicle yet."
        />
      </section>
    </>
  );
}
