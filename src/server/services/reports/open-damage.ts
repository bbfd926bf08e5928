// The damage currently open on a vehicle: what its latest completed or signed-off report
// recorded, less what that report (a check-in) found repaired.
import { db } from "../../db";
import { notFound } from "../../errors";
import type { Damage } from "../../models/inspection";
import { findReport } from "./find-report";
import { matchReportDamage } from "./compare-damage";
import { damageOf } from "./match-damage";

export type OpenDamage = {
  reportId: string | null;
  items: { inspectionId: string; area: string; damage: Damage }[];
};

export async function openDamage(options: {
  companyId: string;
  vehicleId: string;
}): Promise<OpenDamage> {
  const { companyId, vehicleId } = options;
  if (!(await db.vehicle.findFirst({ where: { id: vehicleId, companyId }, select: { id: true } })))
    throw notFound("vehicle");
  const latest = await db.report.findFirst({
    where: { companyId, vehicleId, status: { in: ["completed", "signed_off"] } },
    orderBy: { id: "desc" },
    select: { id: true },
  });
  if (!latest) return { reportId: null, items: [] };
  const report = await findReport(db, companyId, latest.id);
  const rows = await db.inspection.findMany({
    where: { companyId, reportId: report.id },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
  const { matched } = await matchReportDamage(db, report, rows);
  // A check-in's damage shows its change; what it found repaired is no longer open.
  const found =
    report.type === "inbound"
      ? matched
          .filter((m) => m.change !== "repaired")
          .map((m) => ({ ...m, damage: { ...m.damage, change: m.change } }))
      : damageOf(rows);
  return {
    reportId: report.id,
    items: found.map((f) => ({
      inspectionId: f.inspection.id,
      area: f.inspection.area,
      damage: f.damage,
    })),
  };
}
