"use client";
// On a check-in, the damage the check-out recorded on this area: the inspector says
// whether each is still there, worse or repaired instead of drawing it again. A
// confirmation goes on this area's damage when it has none, else on a new inspection
// of the same area (several damages on one area are one inspection each).
import { useMutation, useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { zoneLabel } from "~/server/models/damage-diagram";
import { DAMAGE_SEVERITIES, type DamageSeverity } from "~/server/models/damage-words";
import type { Damage, DamageChange, Inspection } from "~/server/models/inspection";
import { useTRPC } from "~/trpc/react";
import { errorMessage } from "~/components/ui/app-error";
import { CHANGE_LABELS, DAMAGE_TYPE_LABELS, SEVERITY_LABELS } from "./labels";

type Props = {
  reportId: string;
  bodyType: string;
  inspection: Inspection;
  /** Puts a confirmed damage on this area's inspection (it has none yet). */
  confirmHere: (patch: { damage: Damage; verdict?: "pass" | "advisory" }) => Promise<unknown>;
  /** A confirmed damage went on a new inspection of this area. */
  onAdded: () => Promise<unknown>;
};

const worseThan = (severity: DamageSeverity): DamageSeverity =>
  DAMAGE_SEVERITIES[
    Math.min(DAMAGE_SEVERITIES.indexOf(severity) + 1, DAMAGE_SEVERITIES.length - 1)
  ] ?? "severe";

const sameArea = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function KnownDamage({ reportId, bodyType, inspection, confirmHere, onAdded }: Props) {
  const trpc = useTRPC();
  const comparison = useQuery({
    ...trpc.reports.comparison.queryOptions({ id: reportId }),
    staleTime: 0,
  });
  const baselineId = comparison.data?.baseline_report_id ?? null;
  const baseline = useQuery({
    ...trpc.reports.listInspections.queryOptions({ report_id: baselineId ?? "" }),
    enabled: baselineId !== null,
  });
  const create = useMutation(trpc.reports.createInspection.mutationOptions());

  const known = (baseline.data?.data ?? []).filter(
    (b) => b.damage && sameArea(b.area, inspection.area),
  );
  if (!comparison.data || known.length === 0) return null;
  const c = comparison.data;
  const matched = new Map<string, DamageChange>();
  for (const [list, change] of [
    [c.unchanged_damage, "existing"],
    [c.worse_damage, "worse"],
    [c.repaired, "repaired"],
  ] as const) {
    for (const d of list)
      if (d.baseline_inspection_id) matched.set(d.baseline_inspection_id, change);
  }

  const confirm = async (before: Damage, change: DamageChange) => {
    const damage: Damage = {
      ...before,
      severity: change === "worse" ? worseThan(before.severity) : before.severity,
      change,
    };
    const verdict = change === "worse" ? "advisory" : "pass";
    try {
      if (!inspection.damage) {
        await confirmHere({ damage, verdict: inspection.verdict === null ? verdict : undefined });
      } else {
        await create.mutateAsync({ report_id: reportId, area: inspection.area, verdict, damage });
        await onAdded();
      }
    } catch (error) {
      toast.error(errorMessage(error, "The damage could not be saved."));
    }
  };

  return (
    <section
      aria-labelledby={`known-${inspection.id}`}
      className="space-y-3 rounded-lg bg-blue-50 p-4 ring-1 ring-blue-200"
    >
      <div>
        <h3 id={`known-${inspection.id}`} className="text-base font-semibold">
          Known from check-out
        </h3>
        <p className="text-sm text-slate-700">
          Is each one still there? Mark anything else as new damage below.
        </p>
      </div>
      <ul className="space-y-3">
        {known.map((b) => {
          const before = b.damage;
          if (!before) return null;
          const done = matched.get(b.id);
          const what = `${DAMAGE_TYPE_LABELS[before.type]}, ${SEVERITY_LABELS[before.severity].toLowerCase()}, ${zoneLabel(bodyType, before.zone)}`;
          return (
            <li
              key={b.id}
              className="space-y-2 rounded-lg bg-white p-3 ring-1 ring-slate-200"
              data-testid="known-damage"
            >
              <p className="text-sm font-medium">{what}</p>
              {done ? (
                <p className="text-sm text-slate-700">
                  Confirmed: <strong>{CHANGE_LABELS[done]}</strong>
                </p>
              ) : (
                <div
                  className="flex flex-wrap gap-2"
                  role="group"
                  aria-label={`${what}: at check-in`}
                >
                  {(["existing", "worse", "repaired"] as const).map((change) => (
                    <Button
                      key={change}
                      type="button"
                      variant="secondary"
                      className="min-h-11"
                      disabled={create.isPending}
                      onClick={() => void confirm(before, change)}
                    >
                      {CHANGE_LABELS[change]}
                    </Button>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
