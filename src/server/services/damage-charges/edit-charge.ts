// A draft's edits: PUT /damage-charges/{id} changes the named lines (a new size re-runs the
// fair-wear-and-tear rule over its zone), DELETE removes the draft. Each first moves the
// charge's row on condition it is still a draft, which checks and holds it.
import { db, type Tx } from "../../db";
import { AppError, type FieldError } from "../../errors";
import type { DamageChargeLine as LineRow } from "../../db/generated/client";
import type { LoadedDamageCharge, UpdateDamageChargeInput } from "../../models/damage-charge";
import type { DamageSeverity, DamageType, DamageZone } from "../../models/damage-words";
import { wearAndTear } from "../../models/wear-and-tear";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { recordChargeChange } from "./charge-steps";
import { rateCard } from "./damage-rates";
import { chargeInvalidState, findCharge } from "./find-charge";

async function lockDraftCharge(tx: Tx, companyId: string, id: string, action: string) {
  const { count } = await tx.damageCharge.updateMany({
    where: { id, companyId, status: "draft" },
    data: { updatedAt: new Date() },
  });
  if (count === 0) throw chargeInvalidState(await findCharge(tx, companyId, id), action);
}

const wearOf = (lines: LineRow[]) =>
  wearAndTear(
    lines.map((l) => ({
      zone: l.zone as DamageZone,
      type: l.type as DamageType,
      severity: l.severity as DamageSeverity,
      size_mm: l.sizeMm,
    })),
  );

/** The lines after the edits, or every refusal (by pointer) at once. */
function editedLines(
  current: LineRow[],
  input: UpdateDamageChargeInput,
  rate: (type: DamageType, severity: DamageSeverity) => number,
): { lines: LineRow[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const lines = current.map((l) => ({ ...l }));
  const byId = new Map(lines.map((l) => [l.id, l]));
  const resized = new Set<string>();
  input.lines.forEach((edit, i) => {
    const line = byId.get(edit.id);
    if (!line)
      errors.push({ pointer: `/lines/${i}/id`, detail: "No line of this charge with that id" });
    else if (edit.size_mm !== undefined && edit.size_mm !== line.sizeMm) {
      line.sizeMm = edit.size_mm;
      resized.add(line.zone);
    }
  });
  wearOf(lines).forEach((decision, i) => {
    const line = lines[i]!;
    if (!resized.has(line.zone) || decision.wearAndTear === line.wearAndTear) return;
    const was = line.wearAndTear;
    line.wearAndTear = decision.wearAndTear;
    if (decision.wearAndTear === true) {
      line.included = false;
      line.amountPence = 0;
    } else if (was === true) {
      line.included = true;
      line.amountPence = rate(line.type as DamageType, line.severity as DamageSeverity);
    }
  });
  input.lines.forEach((edit, i) => {
    const line = byId.get(edit.id);
    if (!line) return;
    if (edit.included === true && line.wearAndTear === true)
      errors.push({
        pointer: `/lines/${i}/included`,
        detail: "is fair wear and tear, which is never charged",
      });
    if (edit.included !== undefined) line.included = edit.included;
    if (edit.amount_pence !== undefined) line.amountPence = edit.amount_pence;
    if (edit.description !== undefined) line.description = edit.description || null;
  });
  return { lines, errors };
}

export async function updateDamageCharge(options: {
  companyId: string;
  actor: ActivityActor;
  input: UpdateDamageChargeInput;
}): Promise<LoadedDamageCharge> {
  const { companyId, input } = options;
  const rate = await rateCard(db, companyId);
  return db.$transaction(async (tx) => {
    await lockDraftCharge(tx, companyId, input.id, "be edited (only a draft can)");
    const before = await findCharge(tx, companyId, input.id);
    const { lines, errors } = editedLines(before.lines, input, rate);
    if (errors.length > 0)
      throw new AppError("invalid_request", "Some lines cannot change like this.", { errors });
    for (const line of lines) {
      await tx.damageChargeLine.updateMany({
        where: { id: line.id, chargeId: before.id },
        data: {
          sizeMm: line.sizeMm,
          wearAndTear: line.wearAndTear,
          included: line.included,
          amountPence: line.amountPence,
          description: line.description,
        },
      });
    }
    await tx.damageCharge.updateMany({
      where: { id: before.id, companyId },
      data: { totalPence: lines.reduce((sum, l) => sum + (l.included ? l.amountPence : 0), 0) },
    });
    return recordChargeChange(tx, {
      actor: options.actor,
      action: "damage_charge.updated",
      before,
      id: before.id,
      companyId,
    });
  });
}

/** DELETE /damage-charges/{id}: a draft only; the report can be charged again. */
export async function deleteDamageCharge(options: {
  companyId: string;
  actor: ActivityActor;
  id: string;
}): Promise<void> {
  const { companyId } = options;
  await db.$transaction(async (tx) => {
    await lockDraftCharge(tx, companyId, options.id, "be deleted (only a draft can)");
    const before = await findCharge(tx, companyId, options.id);
    await tx.damageCharge.delete({ where: { id: before.id } });
    await recordActivity(tx, {
      companyId,
      actor: options.actor,
      action: "damage_charge.deleted",
      object: { type: "damage_charge", id: before.id },
      // The hirer's summary stays out of the log, which outlives them.
      changes: [
        { field: "status", before: before.status, after: null },
        { field: "total_pence", before: before.totalPence, after: null },
      ],
    });
  });
}
