import { db } from "../../db";
import { AppError, notFound } from "../../errors";
import { isIdOf } from "../../ids";
import { recordActivity, type ActivityActor } from "../activity/record-activity";

/** Revoking stops the link working at once; the row stays for the record. */
export async function revokeInvitation(options: {
  companyId: string;
  actor: ActivityActor;
  invitationId: string;
}) {
  const { companyId, invitationId } = options;
  if (!isIdOf("invitation", invitationId)) throw notFound("invitation");
  const revoked = await db.$transaction(async (tx) => {
    const moved = await tx.invitation.updateMany({
      where: { id: invitationId, companyId, acceptedAt: null, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (moved.count === 1) {
      await recordActivity(tx, {
        companyId,
        actor: options.actor,
        action: "invitation.revoked",
        object: { type: "invitation", id: invitationId },
      });
    }
    return moved;
  });
  if (revoked.count === 1) return;
  const existing = await db.invitation.findFirst({
    where: { id: invitationId, companyId },
    select: { acceptedAt: true },
  });
  if (!existing) throw notFound("invitation");
  throw new AppError(
    "invalid_state",
    existing.acceptedAt
      ? "This invitation was already accepted."
      : "This invitation was already revoked.",
  );
}
