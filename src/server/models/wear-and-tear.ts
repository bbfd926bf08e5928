// Fair wear and tear (the BVRLA guide, contract section 8 "Damage charges"): the one rule that
// decides, for each new or worse damage of a check-in, whether it may be charged. Decided over
// the lines of the same zone, by the first rule that applies; `null` when a size is missing.
import type { DamageSeverity, DamageType, DamageZone } from "./damage-words";

export type WearLine = {
  zone: DamageZone;
  type: DamageType;
  severity: DamageSeverity;
  size_mm: number | null;
};

/** The BVRLA limits, in one place: the largest size and how many a panel may have. */
export const WEAR_LIMITS = {
  scratch: { maxMm: 25, perZone: 4 },
  dent: { maxMm: 15, perZone: 2 },
  chip: { maxMm: 3, perZone: 4 },
  /** Scuffs on a wheel: their sizes added up, per wheel. */
  scuff: { totalMm: 50 },
} as const;

export type WearDecision = { wearAndTear: boolean | null; rule: string };

const isWheel = (zone: DamageZone) => zone.endsWith("_wheel");

function decide(line: WearLine, zone: WearLine[]): WearDecision {
  const ofType = zone.filter((l) => l.type === line.type);
  if (line.type === "crack" || line.type === "missing" || line.type === "other")
    return {
      wearAndTear: false,
      rule: `A ${line.type === "other" ? "damage of another kind" : line.type} is never fair wear and tear.`,
    };
  if (line.severity === "severe")
    return { wearAndTear: false, rule: "Severe damage is never fair wear and tear." };
  if (line.type === "dent" && line.zone === "roof")
    return { wearAndTear: false, rule: "A dent on the roof is never fair wear and tear." };
  if (line.type === "scuff" && !isWheel(line.zone))
    return { wearAndTear: false, rule: "A scuff is fair wear and tear only on a wheel." };
  if (line.type === "scuff") {
    if (ofType.some((l) => l.size_mm === null))
      return { wearAndTear: null, rule: "Every scuff on this wheel needs its size." };
    const total = ofType.reduce((sum, l) => sum + (l.size_mm ?? 0), 0);
    const limit = WEAR_LIMITS.scuff.totalMm;
    return total <= limit
      ? { wearAndTear: true, rule: `Scuffs on a wheel up to ${limit} mm in all (${total} mm).` }
      : {
          wearAndTear: false,
          rule: `Scuffs on this wheel add up to ${total} mm, over ${limit} mm.`,
        };
  }
  if (line.size_mm === null)
    return { wearAndTear: null, rule: "Not measured: the size is needed." };
  const limits = WEAR_LIMITS[line.type];
  const what = `a ${line.type} up to ${limits.maxMm} mm, at most ${limits.perZone} a panel`;
  if (line.size_mm > limits.maxMm)
    return { wearAndTear: false, rule: `${line.size_mm} mm is over ${what}.` };
  if (ofType.length > limits.perZone)
    return { wearAndTear: false, rule: `${ofType.length} on this panel is over ${what}.` };
  return { wearAndTear: true, rule: `Fair wear and tear: ${what}.` };
}

/** The decision for each of `lines` (in their order), each judged with the lines of its zone. */
export function wearAndTear(lines: readonly WearLine[]): WearDecision[] {
  return lines.map((line) =>
    decide(
      line,
      lines.filter((l) => l.zone === line.zone),
    ),
  );
}

/** How a line reads on the comparison and the PDF. */
export const wearLabel = (value: boolean | null) =>
  value === true ? "Fair wear and tear" : value === false ? "Chargeable" : "Needs its size";
