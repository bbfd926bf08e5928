// POST /damage-charges/{id}/send: a person sends a draft to the hirer. It needs something to
// charge and every included line measured; a new link replaces any earlier one, the hirer has
// 240 hours to answer, and `damage_charge.sent` fires, all in one transaction.
import { db } from "../../db";
import { AppError } from "../../errors";
import {
  RESPOND_WITHIN_MS,
  toDamageCharge,
  type LoadedDamageCharge,
} from "../../models/damage-charge";
import { secretChanges } from "../activity/changes";
import type { ActivityActor } from "../activity/record-activity";
import { writeEvent } from "../events/write-event";
import { addStep, recordChargeChange } from "./charge-steps";
import { queueChargeLinkEmail } from "./charge-email";
import { chargeUrl, hashChargeToken, newChargeToken } from "./charge-token";
import { chargeInvalidState, findCharge } from "./find-charge";
import { dropSupersededPack } from "./superseded-pack";

function sendable(charge: LoadedDamageCharge): void {
  if (charge.status !== "draft") throw chargeInvalidState(charge, "be sent (only a draft can)");
  const unmeasured = charge.lines.filter((l) => l.included && l.wearAndTear === null);
  if (unmeasured.length > 0)
    throw new AppError(
      "invalid_state",
      `Measure every included line first: ${unmeasured.map((l) => l.area).join(", ")} ${unmeasured.length === 1 ? "has" : "have"} no size, so fair wear and tear cannot be decided.`,
    );
  if (charge.totalPence <= 0)
    throw new AppError("invalid_state", "There is nothing to charge: the total is £0.00.");
}

export async function sendDamageCharge(options: {
  companyId: string;
  actor: ActivityActor;
  id: string;
}): Promise<{ charge: LoadedDamageCharge; hirerUrl: string }> {
  const { companyId } = options;
  const token = newChargeToken();
  const url = chargeUrl(token);
  const charge = await db.$transaction(async (tx) => {
    const before = await findCharge(tx, companyId, options.id);
    sendable(before);
    const sentAt = new Date();
    const { count } = await tx.damageCharge.updateMany({
      where: { id: before.id, companyId, status: "draft", updatedAt: before.updatedAt },
      data: {
        status: "sent",
        sentAt,
        respondBy: new Date(sentAt.getTime() + RESPOND_WITHIN_MS),
        tokenHash: hashChargeToken(token),
        viewedAt: null,
        pdfKey: null,
        pdfSha256: null,
      },
    });
    if (count === 0)
      throw chargeInvalidState(await findCharge(tx, companyId, before.id), "be sent now");
    await dropSupersededPack(tx, before);
    await addStep(tx, before, "sent", sentAt);
    const after = await recordChargeChange(tx, {
      actor: options.actor,
      action: "damage_charge.sent",
      before,
      id: before.id,
      companyId,
      extra: secretChanges("hirer_link"),
    });
    const facts = await tx.agreement.findFirstOrThrow({
      where: { id: after.agreementId, companyId },
      select: { vehicle: { select: { vrm: true } }, company: { select: { name: true } } },
    });
    await queueChargeLinkEmail(tx, {
      charge: after,
      companyName: facts.company.name,
      vrm: facts.vehicle.vrm,
      url,
    });
    await writeEvent(tx, { companyId, type: "damage_charge.sent", object: toDamageCharge(after) });
    return after;
  });
  return { charge, hirerUrl: url };
}
