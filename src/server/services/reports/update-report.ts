// Editing a draft report (readings, notes, the hirer) and cancelling one. Both are
// conditional on the status still being draft, so they cannot race a completion.
import { db } from "../../db";
import type { UpdateReportInput } from "../../models/report";
import { assertCustomer } from "../customers/find-customer";
import { findReport, invalidState, type LoadedReport } from "./find-report";

export async function updateReport(options: { companyId: string; input: UpdateReportInput }): Promise<LoadedReport> {
  const { companyId, input } = options;
  const report = await findReport(db, companyId, input.id);
  if (report.status !== "draft") throw invalidState(report, "be changed");
  if (input.customer_id) await assertCustomer(companyId, input.customer_id);
  const data = {
    customerId: input.customer_id,
    odometer: input.odometer,
    odometerUnit: input.odometer_unit,
    fuelLevel: input.fuel_level,
    chargeLevel: input.charge_level,
    tyreReadings: input.tyre_readings?.map((t) => ({
      position: t.position,
      tread_depth_mm: t.tread_depth_mm ?? null,
      pressure_psi: t.pressure_psi ?? null,
    })),
    notes: input.notes,
  };
  // Nothing sent, nothing to change (an update with no columns would match no row on PGlite).
  if (Object.values(data).every((v) => v === undefined)) return report;
  const { count } = await db.report.updateMany({ where: { id: report.id, companyId, status: "draft" }, data });
  if (count === 0) throw invalidState(await findReport(db, companyId, input.id), "be changed");
  return findReport(db, companyId, report.id);
}

/** Cancels a draft: kept for audit, status cancelled, the credit is not refunded. */
export async function cancelReport(options: { companyId: string; id: string }): Promise<LoadedReport> {
  const report = await findReport(db, options.companyId, options.id);
  const { count } = await db.report.updateMany({
    where: { id: report.id, companyId: options.companyId, status: "draft" },
    data: { status: "cancelled" },
  });
  if (count === 0) throw invalidState(await findReport(db, options.companyId, options.id), "be cancelled");
  return findReport(db, options.companyId, report.id);
}
