// POST /damage-charges: a draft charge from an inbound report of an agreement, one line per new
// or worse damage in checklist order, priced from the rate card as it is now; fair wear and
// tear lines excluded at 0. One charge per report while it exists.
import { db } from "../../db";
import { AppError } from "../../errors";
import { isUniqueViolation } from "../../db/errors";
import { newId } from "../../ids";
import type { CreateDamageChargeInput, LoadedDamageCharge } from "../../models/damage-charge";
import { wearAndTear } from "../../models/wear-and-tear";
import type { ActivityActor } from "../activity/record-activity";
import { compareWithBaseline } from "../reports/compare-damage";
import { findReport } from "../reports/find-report";
import { addStep, recordChargeChange } from "./charge-steps";
import { rateCard } from "./damage-rates";

const REPORT_NOT_FOUND = new AppError("not_found", "No report with that id.", {
  errors: [{ pointer: "/report_id", detail: "No report with that id" }],
});

function conflictWith(id: string): AppError {
  return new AppError(
    "conflict",
    `This report already has a damage charge, ${id}. Edit that one, or delete its draft first.`,
  );
}

export async function createDamageCharge(options: {
  companyId: string;
  actor: ActivityActor;
  input: CreateDamageChargeInput;
}): Promise<LoadedDamageCharge> {
  const { companyId } = options;
  const report = await findReport(db, companyId, options.input.report_id).catch((error) => {
    throw error instanceof AppError && error.code === "not_found" ? REPORT_NOT_FOUND : error;
  });
  if (report.type !== "inbound")
    throw new AppError("invalid_state", "Only an inbound (check-in) report can be charged for.");
  if (!report.agreementId)
    throw new AppError(
      "invalid_state",
      "This report names no agreement, so there is no hirer to charge.",
    );
  if (report.status !== "completed" && report.status !== "signed_off")
    throw new AppError("invalid_state", "Complete the report before preparing a damage charge.");
  const agreement = await db.agreement.findFirstOrThrow({
    where: { id: report.agreementId, companyId },
    select: { id: true, customerId: true },
  });
  const { comparison, matched } = await compareWithBaseline(db, report);
  const fresh = matched.filter((m) => m.change === "new" || m.change === "worse");
  const decisions = wearAndTear(fresh.map((m) => m.damage));
  const rate = await rateCard(db, companyId);
  const lines = fresh.map((m, index) => {
    const wear = decisions[index]!.wearAndTear;
    return {
      id: newId("damageChargeLine"),
      companyId,
      position: index + 1,
      inspectionId: m.inspection.id,
      baselineInspectionId: m.baseline?.inspection.id ?? null,
      area: m.inspection.area,
      zone: m.damage.zone,
      type: m.damage.type,
      severity: m.damage.severity,
      sizeMm: m.damage.size_mm,
      change: m.change,
      wearAndTear: wear,
      included: wear !== true,
      amountPence: wear === true ? 0 : rate(m.damage.type, m.damage.severity),
    };
  });
  const id = newId("damageCharge");
  const now = new Date();
  try {
    return await db.$transaction(async (tx) => {
      const existing = await tx.damageCharge.findFirst({
        where: { companyId, reportId: report.id },
        select: { id: true },
      });
      if (existing) throw conflictWith(existing.id);
      await tx.damageCharge.create({
        data: {
          id,
          companyId,
          agreementId: agreement.id,
          reportId: report.id,
          baselineReportId: comparison.baseline_report_id,
          customerId: agreement.customerId,
          totalPence: lines.reduce((sum, l) => sum + (l.included ? l.amountPence : 0), 0),
          createdAt: now,
          lines: { createMany: { data: lines } },
        },
      });
      await addStep(tx, { id, companyId }, "created", now);
      return recordChargeChange(tx, {
        actor: options.actor,
        action: "damage_charge.created",
        before: null,
        id,
        companyId,
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await db.damageCharge.findFirst({
      where: { companyId, reportId: report.id },
      select: { id: true },
    });
    throw conflictWith(first?.id ?? "made meanwhile");
  }
}
