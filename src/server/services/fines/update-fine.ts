// PUT /fines/{id} (received only): the fields sent change. `agreement_id` corrects the match
// (an agreement of the fine's vehicle: `matched` with its hirer; null works it out again), and
// a changed VRM or contravention time works it out again too.
import { db, type Tx } from "../../db";
import { isUniqueViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { isIdOf } from "../../ids";
import { calendarDay } from "../../models/common";
import { dayOf, type FineRow, type UpdateFineInput } from "../../models/fine";
import { addDays, RESPONSE_DAYS } from "../../models/fine-words";
import { changesBetween } from "../activity/changes";
import { recordActivity } from "../activity/record-activity";
import type { Actor } from "../permissions";
import { assertFineDates, assertNewReference, duplicateFine, vehicleOfVrm } from "./fine-fields";
import { fineInvalidState, fineObject, lockFine, loggedFields } from "./find-fine";
import { matchFine, type MatchResult } from "./match-fine";

/** The agreement named by the correction: the company's, of the fine's vehicle, else 404 on `/agreement_id`. */
async function chosenAgreement(
  tx: Tx,
  options: { companyId: string; vehicleId: string; agreementId: string },
): Promise<MatchResult> {
  const { companyId, vehicleId, agreementId } = options;
  const agreement = isIdOf("agreement", agreementId)
    ? await tx.agreement.findFirst({
        where: { id: agreementId, companyId, vehicleId },
        select: { id: true, customerId: true },
      })
    : null;
  if (!agreement)
    throw new AppError("not_found", "No agreement of this fine's vehicle with that id.", {
      errors: [{ pointer: "/agreement_id", detail: "is not an agreement of the fine's vehicle" }],
    });
  return { match: "matched", agreementId: agreement.id, customerId: agreement.customerId };
}

export async function updateFine(options: {
  companyId: string;
  actor: Actor;
  input: UpdateFineInput;
}): Promise<FineRow> {
  const { companyId, actor, input } = options;
  try {
    return await db.$transaction(async (tx) => {
      const before = await lockFine(tx, companyId, input.id);
      if (before.status !== "received") throw fineInvalidState(before, "be changed");
      const contraventionAt = input.contravention_at
        ? new Date(input.contravention_at)
        : before.contraventionAt;
      const noticeDate = input.notice_date ?? calendarDay(before.noticeDate);
      if (input.notice_date !== undefined || input.contravention_at !== undefined)
        assertFineDates({
          noticeDate,
          contraventionAt,
          now: new Date(),
          sent: {
            notice_date: input.notice_date !== undefined,
            contravention_at: input.contravention_at !== undefined,
          },
        });
      const vehicle =
        input.vrm !== undefined && input.vrm !== before.vrm
          ? await vehicleOfVrm(tx, companyId, input.vrm)
          : { id: before.vehicleId, vrm: before.vrm };
      const issuer = input.issuer ?? before.issuer;
      const reference = input.reference ?? before.reference;
      if (issuer !== before.issuer || reference !== before.reference)
        await assertNewReference(tx, { companyId, issuer, reference, exceptId: before.id });
      let matched: MatchResult | undefined;
      if (input.agreement_id)
        matched = await chosenAgreement(tx, {
          companyId,
          vehicleId: vehicle.id,
          agreementId: input.agreement_id,
        });
      else if (
        input.agreement_id === null ||
        vehicle.id !== before.vehicleId ||
        contraventionAt.getTime() !== before.contraventionAt.getTime()
      )
        matched = await matchFine(tx, { companyId, vehicleId: vehicle.id, at: contraventionAt });
      const fine = await tx.fine.update({
        where: { id: before.id },
        data: {
          kind: input.kind,
          issuer,
          reference,
          vrm: vehicle.vrm,
          vehicleId: vehicle.id,
          contraventionAt,
          location: input.location,
          amountPence: input.amount_pence,
          noticeDate: dayOf(noticeDate),
          respondBy: dayOf(addDays(noticeDate, RESPONSE_DAYS)),
          notes: input.notes,
          ...matched,
        },
      });
      await recordActivity(tx, {
        companyId,
        actor,
        action: "fine.updated",
        object: fineObject(fine),
        changes: changesBetween(loggedFields(before), loggedFields(fine)),
      });
      return fine;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateFine("another fine");
    throw error;
  }
}
