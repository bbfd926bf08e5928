// What an inbound (check-in) report found that the check-out did not: damage in a
// zone the baseline had clean is new, a higher severity in the same zone is worse.
import { db, type Tx } from "../../db";
import { AppError } from "../../errors";
import type { ComparedDamage, Comparison } from "../../models/comparison";
import { SEVERITY_RANK } from "../../models/damage-diagram";
import { toDamage, type Damage, type InspectionRow } from "../../models/inspection";
import { findReport, type LoadedReport } from "./find-report";

type Reader = Pick<Tx, "report" | "inspection">;

const DONE = ["completed", "signed_off"];

/** The outbound report an inbound one is compared with, or null. */
export async function findBaseline(client: Reader, report: LoadedReport): Promise<{ id: string } | null> {
  const base = { companyId: report.companyId, type: "outbound", status: { in: DONE }, id: { lt: report.id } };
  if (report.agreementId) {
    const sameAgreement = await client.report.findFirst({
      where: { ...base, agreementId: report.agreementId },
      orderBy: { id: "desc" },
      select: { id: true },
    });
    if (sameAgreement) return sameAgreement;
  }
  return client.report.findFirst({ where: { ...base, vehicleId: report.vehicleId }, orderBy: { id: "desc" }, select: { id: true } });
}

type Found = { inspection: InspectionRow; damage: Damage };

const damageOf = (rows: InspectionRow[]): Found[] =>
  rows.flatMap((inspection) => {
    const damage = toDamage(inspection);
    return damage ? [{ inspection, damage }] : [];
  });

function compared(found: Found, baseline: Found | undefined): ComparedDamage {
  return {
    inspection_id: found.inspection.id,
    area: found.inspection.area,
    zone: found.damage.zone,
    type: found.damage.type,
    severity: found.damage.severity,
    x: found.damage.x,
    y: found.damage.y,
    baseline_inspection_id: baseline?.inspection.id ?? null,
    baseline_severity: baseline?.damage.severity ?? null,
  };
}

export async function compareDamage(client: Reader, report: LoadedReport): Promise<Comparison> {
  if (report.type !== "inbound") {
    throw new AppError("invalid_state", "Only inbound (check-in) reports are compared with a baseline.");
  }
  const baseline = await findBaseline(client, report);
  const [own, before] = await Promise.all([
    client.inspection.findMany({ where: { companyId: report.companyId, reportId: report.id }, orderBy: { position: "asc" } }),
    baseline ? client.inspection.findMany({ where: { companyId: report.companyId, reportId: baseline.id } }) : [],
  ]);
  // The worst damage the baseline recorded in each zone.
  const worstBefore = new Map<string, Found>();
  for (const found of damageOf(before)) {
    const current = worstBefore.get(found.damage.zone);
    if (!current || SEVERITY_RANK[found.damage.severity] > SEVERITY_RANK[current.damage.severity]) worstBefore.set(found.damage.zone, found);
  }
  const result: Comparison = {
    report_id: report.id,
    baseline_report_id: baseline?.id ?? null,
    new_damage: [],
    worse_damage: [],
    unchanged_damage: [],
    failed_items: own.filter((i) => i.verdict === "fail").map((i) => ({ inspection_id: i.id, area: i.area })),
  };
  for (const found of damageOf(own)) {
    const prior = worstBefore.get(found.damage.zone);
    if (!prior) result.new_damage.push(compared(found, undefined));
    else if (SEVERITY_RANK[found.damage.severity] > SEVERITY_RANK[prior.damage.severity]) result.worse_damage.push(compared(found, prior));
    else result.unchanged_damage.push(compared(found, prior));
  }
  return result;
}

/** The overall verdict of an inbound report: concerns when anything is new, worse or failed. */
export function verdictOf(comparison: Comparison): "pass" | "concerns" {
  const concerns = comparison.new_damage.length + comparison.worse_damage.length + comparison.failed_items.length > 0;
  return concerns ? "concerns" : "pass";
}

/** GET /reports/{id}/comparison. */
export async function getComparison(options: { companyId: string; id: string }): Promise<Comparison> {
  return compareDamage(db, await findReport(db, options.companyId, options.id));
}
