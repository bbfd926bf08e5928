// Resending makes a new link (the old one stops working) valid for another 7 days.
import { db } from "../../db";
import { AppError, notFound } from "../../errors";
import { isIdOf } from "../../ids";
import { newInvitationToken, queueInvitationEmail } from "./invitation-email";
import { changesBetween, secretChanges } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";

export async function resendInvitation(options: {
  companyId: string;
  actor: ActivityActor;
  userId: string;
  invitationId: string;
}) {
  const { companyId, invitationId } = options;
  if (!isIdOf("invitation", invitationId)) throw notFound("invitation");
  const existing = await db.invitation.findFirst({
    where: { id: invitationId, companyId },
    include: { company: { select: { name: true } } },
  });
  if (!existing) throw notFound("invitation");
  if (existing.acceptedAt || existing.revokedAt) {
    throw new AppError(
      "invalid_state",
      `This invitation was ${existing.acceptedAt ? "already accepted" : "revoked"}; invite the person again instead.`,
    );
  }
  const inviter = await db.user.findFirstOrThrow({
    where: { id: options.userId, companyId },
    select: { name: true },
  });
  const { token, tokenHash, expiresAt } = newInvitationToken();
  return db.$transaction(async (tx) => {
    const invitation = await tx.invitation.update({
      where: { id: existing.id, companyId },
      data: { tokenHash, expiresAt },
      include: { invitedBy: { select: { name: true } } },
    });
    await queueInvitationEmail(tx, {
      companyId,
      companyName: existing.company.name,
      inviterName: inviter.name,
      to: existing.email,
      role: existing.role,
      token,
      expiresAt,
    });
    const changes = [
      ...secretChanges("invitation_link"),
      ...changesBetween({ expires_at: existing.expiresAt }, { expires_at: expiresAt }),
    ];
    await recordActivity(tx, {
      companyId,
      actor: options.actor,
      action: "invitation.resent",
      object: { type: "invitation", id: existing.id },
      changes,
    });
    return invitation;
  });
}
