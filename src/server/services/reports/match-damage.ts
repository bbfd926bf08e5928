// How each damage of an inbound report relates to the baseline's: the inspector's
// `change` when given, else computed. A baseline damage is matched at most once, so a
// second damage on a panel that already had one is new. Given changes claim their
// baseline damage first (same zone and type); computed ones then take a baseline damage
// of the same zone and type: `existing`, or `worse` when more severe; given changes left
// unmatched last take any left on the same zone.
import { SEVERITY_RANK } from "../../models/damage-words";
import {
  toDamage,
  type Damage,
  type DamageChange,
  type InspectionRow,
} from "../../models/inspection";

export type Found = { inspection: InspectionRow; damage: Damage };

export type Matched = Found & { change: DamageChange; baseline: Found | null };

export const damageOf = (rows: InspectionRow[]): Found[] =>
  rows.flatMap((inspection) => {
    const damage = toDamage(inspection);
    return damage ? [{ inspection, damage }] : [];
  });

const isChange = (value: string | null): value is DamageChange =>
  value === "existing" || value === "worse" || value === "repaired" || value === "new";

function take(pool: Found[], test: (candidate: Found) => boolean): Found | null {
  const index = pool.findIndex(test);
  return index === -1 ? null : (pool.splice(index, 1)[0] ?? null);
}

/** Classifies `own` (in checklist order) against `before`; `before` null means no baseline report. */
export function matchDamage(own: Found[], before: Found[] | null): Matched[] {
  const pool = [...(before ?? [])];
  const sameZone = (found: Found) => (candidate: Found) =>
    candidate.damage.zone === found.damage.zone;
  const sameKind = (found: Found) => (candidate: Found) =>
    sameZone(found)(candidate) && candidate.damage.type === found.damage.type;
  const given = new Map<string, Matched>();
  for (const found of own) {
    const change = found.inspection.damageChange;
    if (!isChange(change)) continue;
    given.set(found.inspection.id, {
      ...found,
      change,
      baseline: change === "new" ? null : take(pool, sameKind(found)),
    });
  }
  const result = own.map((found): Matched => {
    const known = given.get(found.inspection.id);
    if (known) return known;
    const baseline = take(pool, sameKind(found));
    if (!baseline) return { ...found, change: "new", baseline: null };
    const worse = SEVERITY_RANK[found.damage.severity] > SEVERITY_RANK[baseline.damage.severity];
    return { ...found, change: worse ? "worse" : "existing", baseline };
  });
  // A given change whose type differs from the baseline's (a scratch that became a dent) takes what is left on its panel.
  return result.map((m) =>
    m.change !== "new" && !m.baseline ? { ...m, baseline: take(pool, sameZone(m)) } : m,
  );
}
