// Editing a draft report (readings, notes, the hirer) and cancelling one. Both are
// conditional on the status still being draft, so they cannot race a completion.
import { env } from "~/env";
import { db } from "../../db";
import { AppError } from "../../errors";
import { storedAccessories, toReport, type UpdateReportInput } from "../../models/report";
import { noteUnchanged } from "../activity/activity-scope";
import { changesBetween } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { assertCustomer } from "../customers/find-customer";
import { findReport, invalidState, type LoadedReport } from "./find-report";

export async function updateReport(options: {
  companyId: string;
  actor: ActivityActor;
  input: UpdateReportInput;
}): Promise<LoadedReport> {
  const { companyId, input } = options;
  const report = await findReport(db, companyId, input.id);
  if (report.status !== "draft") throw invalidState(report, "be changed");
  if (input.customer_id) await assertCustomer(companyId, input.customer_id);
  const names = new Set(storedAccessories(report.accessories).map((a) => a.name));
  const unknown = (input.accessories ?? []).flatMap((a, index) =>
    names.has(a.name)
      ? []
      : [{ pointer: `/accessories/${index}/name`, detail: "is not an accessory of this report" }],
  );
  if (unknown.length > 0)
    throw new AppError(
      "invalid_request",
      "Only the report's own accessories can be ticked: its template names them.",
      { errors: unknown },
    );
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
  if (Object.values(data).every((v) => v === undefined) && !input.accessories?.length) {
    noteUnchanged();
    return report;
  }
  return db.$transaction(async (tx) => {
    // The update locks the row, so the accessories are merged with what is stored now.
    const { count } = await tx.report.updateMany({
      where: { id: report.id, companyId, status: "draft" },
      data: { ...data, updatedAt: new Date() },
    });
    if (count === 0) throw invalidState(await findReport(tx, companyId, input.id), "be changed");
    if (input.accessories?.length) {
      const given = new Map(input.accessories.map((a) => [a.name, a.present]));
      const current = await tx.report.findFirstOrThrow({
        where: { id: report.id, companyId },
        select: { accessories: true },
      });
      const accessories = storedAccessories(current.accessories).map((a) => ({
        name: a.name,
        present: given.get(a.name) ?? a.present,
      }));
      await tx.report.updateMany({ where: { id: report.id, companyId }, data: { accessories } });
    }
    const updated = await findReport(tx, companyId, report.id);
    const changes = changesBetween(toReport(report, env.APP_URL), toReport(updated, env.APP_URL));
    await recordActivity(tx, {
      companyId,
      actor: options.actor,
      action: "report.updated",
      object: { type: "report", id: report.id },
      changes,
    });
    return updated;
  });
}

/** Cancels a draft: kept for audit, status cancelled, the credit is not refunded. */
export async function cancelReport(options: {
  companyId: string;
  actor: ActivityActor;
  id: string;
}): Promise<LoadedReport> {
  const report = await findReport(db, options.companyId, options.id);
  return db.$transaction(async (tx) => {
    const { count } = await tx.report.updateMany({
      where: { id: report.id, companyId: options.companyId, status: "draft" },
      data: { status: "cancelled" },
    });
    if (count === 0)
      throw invalidState(await findReport(tx, options.companyId, options.id), "be cancelled");
    const changes = [{ field: "status", before: report.status, after: "cancelled" }];
    await recordActivity(tx, {
      companyId: options.companyId,
      actor: options.actor,
      action: "report.cancelled",
      object: { type: "report", id: report.id },
      changes,
    });
    return findReport(tx, options.companyId, report.id);
  });
}
