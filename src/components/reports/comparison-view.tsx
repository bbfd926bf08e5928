"use client";
// An inbound report against its check-out: the baseline's damage and what is new or
// worse, each in its own colour AND shape, with the same facts listed in words; each new or
// worse damage marked Fair wear and tear or Chargeable by the one rule (models/wear-and-tear).
import { useQuery } from "@tanstack/react-query";
import { IntentLink } from "~/components/ui/intent-link";
import { WearMark } from "~/components/damage-charges/wear-mark";
import { zoneCentre, zoneLabel } from "~/server/models/damage-diagram";
import type { ComparedDamage } from "~/server/models/comparison";
import { formatLevelChange } from "~/server/models/level-format";
import { wearAndTear } from "~/server/models/wear-and-tear";
import { useTRPC } from "~/trpc/react";
import { damageMarkers } from "./damage-markers";
import { DAMAGE_TYPE_LABELS, SEVERITY_LABELS } from "./labels";
import {
  DiagramLegend,
  VehicleDiagram,
  type DiagramMarker,
  type MarkerKind,
} from "./vehicle-diagram";

const toMarkers = (items: ComparedDamage[], kind: MarkerKind, bodyType: string): DiagramMarker[] =>
  items.flatMap((d) => {
    const point = d.x !== null && d.y !== null ? { x: d.x, y: d.y } : zoneCentre(bodyType, d.zone);
    return point ? [{ id: `${kind}-${d.inspection_id}`, ...point, kind }] : [];
  });

type ListProps = {
  title: string;
  items: ComparedDamage[];
  kind: "new" | "worse" | "unchanged" | "repaired";
  empty: string;
  bodyType: string;
  /** The fair-wear-and-tear decision of each new or worse damage, by inspection id. */
  wear?: ReadonlyMap<string, boolean | null>;
};

function DamageList({ title, items, kind, empty, bodyType, wear }: ListProps) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-semibold">
        {title} <span className="font-normal text-slate-500">({items.length})</span>
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="space-y-1.5 text-sm" data-testid={`comparison-${kind}`}>
          {items.map((d) => (
            <li
              key={d.inspection_id}
              className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200"
            >
              <span className="font-medium">{zoneLabel(bodyType, d.zone)}</span>:{" "}
              {DAMAGE_TYPE_LABELS[d.type].toLowerCase()},{" "}
              {SEVERITY_LABELS[d.severity].toLowerCase()}
              {d.size_mm ? `, ${d.size_mm} mm` : ""}
              {kind === "worse" && d.baseline_severity ? (
                <span className="text-slate-600">
                  {" "}
                  (was {SEVERITY_LABELS[d.baseline_severity].toLowerCase()})
                </span>
              ) : null}
              {wear ? (
                <WearMark className="ml-2" value={wear.get(d.inspection_id) ?? null} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Mileage driven and fuel difference since check-out. */
function Deltas({
  odometer,
  fuel,
  unit,
}: {
  odometer: number | null;
  fuel: number | null;
  unit: string;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      <div className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
        <dt className="text-slate-600">Driven since check-out</dt>
        <dd className="font-semibold" data-testid="odometer-delta">
          {odometer === null ? "Not recorded" : `${odometer.toLocaleString("en-GB")} ${unit}`}
        </dd>
      </div>
      <div className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
        <dt className="text-slate-600">Fuel since check-out</dt>
        <dd className="font-semibold" data-testid="fuel-delta">
          {fuel === null ? "Not recorded" : formatLevelChange(fuel)}
        </dd>
      </div>
    </dl>
  );
}

export function ComparisonView({
  reportId,
  bodyType,
  unit,
}: {
  reportId: string;
  bodyType: string;
  unit: string;
}) {
  const trpc = useTRPC();
  // Always fresh: on a draft the damage may have changed a moment ago.
  const comparison = useQuery({
    ...trpc.reports.comparison.queryOptions({ id: reportId }),
    staleTime: 0,
  });
  const baselineId = comparison.data?.baseline_report_id ?? null;
  const baseline = useQuery({
    ...trpc.reports.listInspections.queryOptions({ report_id: baselineId ?? "" }),
    enabled: baselineId !== null,
  });

  if (comparison.isPending)
    return (
      <div
        className="h-64 animate-pulse rounded-[var(--radius-card)] bg-white ring-1 ring-slate-200 motion-reduce:animate-none"
        role="status"
        aria-busy="true"
        aria-label="Loading the comparison"
      />
    );
  if (comparison.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        The comparison could not be loaded: {comparison.error.message}
      </p>
    );
  const c = comparison.data;
  const markers = [
    ...damageMarkers(baseline.data?.data ?? [], bodyType, "old").map((m) => ({
      ...m,
      label: undefined,
    })),
    ...toMarkers(c.worse_damage, "worse", bodyType),
    ...toMarkers(c.new_damage, "new", bodyType),
  ];
  const fresh = [...c.new_damage, ...c.worse_damage];
  const wear = new Map(wearAndTear(fresh).map((d, i) => [fresh[i]!.inspection_id, d.wearAndTear]));

  return (
    <section
      aria-labelledby="comparison-heading"
      className="space-y-4 rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div>
        <h2 id="comparison-heading" className="text-lg font-semibold">
          Damage since check-out
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {baselineId ? (
            <>
              Compared with the{" "}
              <IntentLink
                href={`/reports/${baselineId}`}
                className="font-medium text-brand-700 underline"
              >
                outbound report
              </IntentLink>
              . Damage of the same kind on the same part counts as the same damage unless marked
              otherwise.
            </>
          ) : (
            "There is no earlier outbound report for this vehicle, so all damage counts as new."
          )}
        </p>
      </div>
      <Deltas odometer={c.odometer_delta} fuel={c.fuel_level_delta} unit={unit} />
      <div className="grid gap-6 md:grid-cols-[15rem_1fr] md:items-start">
        <div className="space-y-3">
          <VehicleDiagram
            bodyType={bodyType}
            markers={markers}
            title={`Diagram: ${c.new_damage.length} new, ${c.worse_damage.length} worse, ${c.unchanged_damage.length} unchanged, ${c.repaired.length} repaired`}
          />
          <DiagramLegend kinds={["old", "new", "worse"]} />
        </div>
        <div className="space-y-4">
          <DamageList
            title="New damage"
            kind="new"
            items={c.new_damage}
            bodyType={bodyType}
            wear={wear}
            empty="No new damage."
          />
          <DamageList
            title="Worse than at check-out"
            kind="worse"
            items={c.worse_damage}
            bodyType={bodyType}
            wear={wear}
            empty="Nothing got worse."
          />
          <DamageList
            title="Unchanged"
            kind="unchanged"
            items={c.unchanged_damage}
            bodyType={bodyType}
            empty="No damage carried over."
          />
          <DamageList
            title="Repaired"
            kind="repaired"
            items={c.repaired}
            bodyType={bodyType}
            empty="Nothing repaired."
          />
          {c.failed_items.length > 0 ? (
            <section aria-label="Failed items" className="space-y-1">
              <h3 className="text-sm font-semibold">Failed items ({c.failed_items.length})</h3>
              <ul className="list-disc pl-5 text-sm">
                {c.failed_items.map((f) => (
                  <li key={f.inspection_id}>{f.area}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </section>
  );
}
