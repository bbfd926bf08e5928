// Creating a report costs 1 credit. A VRM new to the fleet is looked up in the
// registry first, outside the transaction (a registry failure charges and creates
// nothing); then the vehicle, the report, its checklist and the charge commit
// together, and a 402 rolls all of them back. A balance already short answers 402 first,
// before any lookup or transaction.
import { db } from "../../db";
import { AppError, notFound } from "../../errors";
import { isIdOf, newId } from "../../ids";
import type { CreateReportInput } from "../../models/report";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { assertAffordable, chargeCredits } from "../credits/ledger";
import { assertCustomer } from "../customers/find-customer";
import { ensureVehicle, lookupVehicle } from "../vehicles/ensure-vehicle";
import { checkedVrm } from "../vehicles/lookup-vehicle";
import { defaultChecklist } from "./checklist";
import { reportInclude, type LoadedReport } from "./find-report";

export const REPORT_COST = 1;

async function checkLinks(companyId: string, input: Pick<CreateReportInput, "customer_id" | "agreement_id">) {
  if (input.customer_id !== undefined) await assertCustomer(companyId, input.customer_id);
  const agreementId = input.agreement_id;
  if (agreementId === undefined) return;
  const found = isIdOf("agreement", agreementId) && (await db.agreement.count({ where: { id: agreementId, companyId } })) > 0;
  if (!found) throw new AppError("not_found", "No agreement with that id.", { errors: [{ pointer: "/agreement_id", detail: "No agreement with that id" }] });
}

export async function createReport(options: { companyId: string; actor: ActivityActor; input: CreateReportInput }): Promise<LoadedReport> {
  const { companyId, input } = options;
  // The three reads at once; their errors in this order (a short balance answers 402 first).
  const [affordable, linked, found] = await Promise.allSettled([
    assertAffordable(db, companyId, REPORT_COST),
    checkLinks(companyId, input),
    db.vehicle.findUnique({ where: { companyId_vrm: { companyId, vrm: checkedVrm(input.vrm) } }, select: reportInclude.vehicle.select }),
  ]);
  for (const settled of [affordable, linked, found]) if (settled.status === "rejected") throw settled.reason;
  const known = found.status === "fulfilled" ? found.value : null;
  const registry = known ? null : await lookupVehicle(input.vrm);
  const reportId = newId("report");

  return db.$transaction(async (tx) => {
    const vehicle = registry ? (await ensureVehicle(tx, { companyId, actor: options.actor, vrm: input.vrm, registry })).vehicle : known;
    if (!vehicle) throw notFound("vehicle");
    const report = await tx.report.create({
      data: {
        id: reportId,
        companyId,
        vehicleId: vehicle.id,
        customerId: input.customer_id ?? null,
        agreementId: input.agreement_id ?? null,
        type: input.type,
        status: "draft",
        creditsCharged: REPORT_COST,
        odometer: input.odometer ?? null,
        notes: input.notes ?? null,
        createdById: options.actor.kind === "user" ? options.actor.userId : null,
      },
    });
    await tx.inspection.createMany({
      data: defaultChecklist(vehicle.bodyType, input.type).map((area, index) => ({
        id: newId("inspection"),
        companyId,
        reportId,
        area,
        position: index + 1,
      })),
    });
    await recordActivity(tx, { companyId, actor: options.actor, action: "report.created", object: { type: "report", id: reportId } });
    // Charged last: the guarded UPDATE locks the company row until commit, so taking it
    // late keeps concurrent creates of one company from queueing behind each other's inserts.
    await chargeCredits(tx, {
      companyId,
      cost: REPORT_COST,
      description: `Inspection report ${vehicle.vrm} (${input.type.replace(/_/g, "-")})`,
      objectType: "report",
      objectId: reportId,
    });
    const { id, vrm, make, model, motValidUntil, bodyType, fuelType } = vehicle;
    return { ...report, vehicle: { id, vrm, make, model, motValidUntil, bodyType, fuelType } };
  });
}
