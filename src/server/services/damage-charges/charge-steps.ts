// What every change of a charge writes beside it, in its transaction: a Timeline step (the
// evidence pack's section) and the activity row; the changed charge read back.
import type { Tx } from "../../db";
import { newId } from "../../ids";
import { toDamageCharge, type LoadedDamageCharge } from "../../models/damage-charge";
import { changesBetween, type ActivityChange } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { findCharge } from "./find-charge";

export type StepKind =
  "created" | "sent" | "viewed" | "accepted" | "disputed" | "revised" | "collected" | "waived";

export async function addStep(
  tx: Tx,
  charge: { id: string; companyId: string },
  kind: StepKind,
  at: Date,
  detail: string | null = null,
): Promise<void> {
  await tx.damageChargeStep.create({
    data: {
      id: newId("damageChargeStep"),
      companyId: charge.companyId,
      chargeId: charge.id,
      kind,
      detail,
      createdAt: at,
    },
  });
}

/** Records `action` with the charge's changes from `before`, and answers the charge as it now is. */
export async function recordChargeChange(
  tx: Tx,
  options: {
    actor: ActivityActor;
    action: string;
    before: LoadedDamageCharge | null;
    id: string;
    companyId: string;
    extra?: ActivityChange[];
  },
): Promise<LoadedDamageCharge> {
  const after = await findCharge(tx, options.companyId, options.id);
  const changes = options.before
    ? changesBetween(toDamageCharge(options.before), toDamageCharge(after))
    : [{ field: "status", before: null, after: after.status }];
  changes.push(...(options.extra ?? []));
  await recordActivity(tx, {
    companyId: options.companyId,
    actor: options.actor,
    action: options.action,
    object: { type: "damage_charge", id: after.id },
    changes,
  });
  return after;
}
