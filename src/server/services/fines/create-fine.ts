// POST /fines: a fine of a fleet vehicle, matched to the hire that had it out at the time.
// Fines fire no webhook event (the contract lists none).
import { db } from "../../db";
import { isUniqueViolation } from "../../db/errors";
import { newId } from "../../ids";
import { dayOf, type CreateFineInput, type FineRow } from "../../models/fine";
import { addDays, RESPONSE_DAYS } from "../../models/fine-words";
import { changesOfNew } from "../activity/changes";
import { recordActivity } from "../activity/record-activity";
import type { Actor } from "../permissions";
import { assertFineDates, assertNewReference, duplicateFine, vehicleOfVrm } from "./fine-fields";
import { fineObject, loggedFields } from "./find-fine";
import { matchFine } from "./match-fine";

export async function createFine(options: {
  companyId: string;
  actor: Actor;
  input: CreateFineInput;
}): Promise<FineRow> {
  const { companyId, actor, input } = options;
  const contraventionAt = new Date(input.contravention_at);
  assertFineDates({
    noticeDate: input.notice_date,
    contraventionAt,
    now: new Date(),
    sent: { notice_date: true, contravention_at: true },
  });
  try {
    return await db.$transaction(async (tx) => {
      const vehicle = await vehicleOfVrm(tx, companyId, input.vrm);
      await assertNewReference(tx, { companyId, issuer: input.issuer, reference: input.reference });
      const matched = await matchFine(tx, {
        companyId,
        vehicleId: vehicle.id,
        at: contraventionAt,
      });
      const fine = await tx.fine.create({
        data: {
          id: newId("fine"),
          companyId,
          kind: input.kind,
          issuer: input.issuer,
          reference: input.reference,
          vrm: vehicle.vrm,
          vehicleId: vehicle.id,
          contraventionAt,
          location: input.location ?? null,
          amountPence: input.amount_pence,
          noticeDate: dayOf(input.notice_date),
          respondBy: dayOf(addDays(input.notice_date, RESPONSE_DAYS)),
          notes: input.notes ?? null,
          ...matched,
        },
      });
      await recordActivity(tx, {
        companyId,
        actor,
        action: "fine.created",
        object: fineObject(fine),
        changes: changesOfNew(loggedFields(fine)),
      });
      return fine;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A racing create with the same issuer and reference committed first.
    const other = await db.fine.findUnique({
      where: {
        companyId_issuer_reference: { companyId, issuer: input.issuer, reference: input.reference },
      },
      select: { id: true },
    });
    throw duplicateFine(other?.id ?? "another fine");
  }
}
