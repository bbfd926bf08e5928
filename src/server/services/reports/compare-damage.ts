// What an inbound (check-in) report found against the check-out: each damage is in the
// list of its `change` (given by the inspector or computed, see match-damage.ts), with
// the mileage and fuel since the baseline.
import { db, type Tx } from "../../db";
import { AppError } from "../../errors";
import type { ComparedDamage, Comparison } from "../../models/comparison";
import type { InspectionRow } from "../../models/inspection";
import { findReport, type LoadedReport } from "./find-report";
import { damageOf, matchDamage, type Matched } from "./match-damage";

type Reader = Pick<Tx, "report" | "inspection">;

const DONE = ["completed", "signed_off"];

type Baseline = { id: string; odometer: number | null; fuelLevel: number | null };

/** The outbound report an inbound one is compared with, or null. */
export async function findBaseline(client: Reader, report: LoadedReport): Promise<Baseline | null> {
  const base = {
    companyId: report.companyId,
    type: "outbound",
    status: { in: DONE },
    id: { lt: report.id },
  };
  const select = { id: true, odometer: true, fuelLevel: true } as const;
  if (report.agreementId) {
    const sameAgreement = await client.report.findFirst({
      where: { ...base, agreementId: report.agreementId },
      orderBy: { id: "desc" },
      select,
    });
    if (sameAgreement) return sameAgreement;
  }
  return client.report.findFirst({
    where: { ...base, vehicleId: report.vehicleId },
    orderBy: { id: "desc" },
    select,
  });
}

/** The inbound report's damage matched against its baseline's; nothing for other report types. */
export async function matchReportDamage(
  client: Reader,
  report: LoadedReport,
  own: InspectionRow[],
): Promise<{ baseline: Baseline | null; matched: Matched[]; baselineRows: InspectionRow[] }> {
  if (report.type !== "inbound") return { baseline: null, matched: [], baselineRows: [] };
  const baseline = await findBaseline(client, report);
  const baselineRows = baseline
    ? await client.inspection.findMany({
        where: { companyId: report.companyId, reportId: baseline.id },
        orderBy: [{ position: "asc" }, { id: "asc" }],
      })
    : [];
  return {
    baseline,
    matched: matchDamage(damageOf(own), baseline ? damageOf(baselineRows) : null),
    baselineRows,
  };
}

function compared(found: Matched): ComparedDamage {
  return {
    inspection_id: found.inspection.id,
    area: found.inspection.area,
    zone: found.damage.zone,
    type: found.damage.type,
    severity: found.damage.severity,
    x: found.damage.x,
    y: found.damage.y,
    size_mm: found.damage.size_mm,
    baseline_inspection_id: found.baseline?.inspection.id ?? null,
    baseline_severity: found.baseline?.damage.severity ?? null,
  };
}

const delta = (now: number | null, then: number | null | undefined): number | null =>
  now === null || then === null || then === undefined ? null : now - then;

/** The comparison, with the baseline's inspections (for its diagram) and how each damage matched. */
export async function compareWithBaseline(
  client: Reader,
  report: LoadedReport,
): Promise<{ comparison: Comparison; matched: Matched[]; baselineRows: InspectionRow[] }> {
  if (report.type !== "inbound") {
    throw new AppError(
      "invalid_state",
      "Only inbound (check-in) reports are compared with a baseline.",
    );
  }
  const own = await client.inspection.findMany({
    where: { companyId: report.companyId, reportId: report.id },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
  const { baseline, matched, baselineRows } = await matchReportDamage(client, report, own);
  const inList = (change: Matched["change"]) =>
    matched.filter((m) => m.change === change).map(compared);
  const comparison: Comparison = {
    report_id: report.id,
    baseline_report_id: baseline?.id ?? null,
    new_damage: inList("new"),
    worse_damage: inList("worse"),
    unchanged_damage: inList("existing"),
    repaired: inList("repaired"),
    failed_items: own
      .filter((i) => i.verdict === "fail")
      .map((i) => ({ inspection_id: i.id, area: i.area })),
    odometer_delta: delta(report.odometer, baseline?.odometer),
    fuel_level_delta: delta(report.fuelLevel, baseline?.fuelLevel),
  };
  return { comparison, matched, baselineRows };
}

export async function compareDamage(client: Reader, report: LoadedReport): Promise<Comparison> {
  return (await compareWithBaseline(client, report)).comparison;
}

/** The overall verdict of an inbound report: concerns when anything is new, worse or failed. */
export function verdictOf(comparison: Comparison): "pass" | "concerns" {
  const concerns =
    comparison.new_damage.length + comparison.worse_damage.length + comparison.failed_items.length >
    0;
  return concerns ? "concerns" : "pass";
}

/** GET /reports/{id}/comparison. */
export async function getComparison(options: {
  companyId: string;
  id: string;
}): Promise<Comparison> {
  return compareDamage(db, await findReport(db, options.companyId, options.id));
}
