// An Owner invites someone by email with a role; the invitee gets a link that
// expires in 7 days. An email with an account at another company is invited like any
// other (the answer must not reveal who has an account); accepting tells its owner to log in.
import { db } from "../../db";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import type { InviteMemberInput } from "../../models/team";
import { newInvitationToken, queueInvitationEmail } from "./invitation-email";
import { changesOfNew } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";

export async function inviteMember(options: {
  companyId: string;
  actor: ActivityActor;
  userId: string;
  input: InviteMemberInput;
}) {
  const { companyId, input } = options;
  const member = await db.user.findFirst({
    where: { email: input.email, companyId },
    select: { id: true },
  });
  if (member) {
    const detail = "This person is already on your team.";
    throw new AppError("conflict", detail, { errors: [{ pointer: "/email", detail }] });
  }
  const open = await db.invitation.findFirst({
    where: { companyId, email: input.email, acceptedAt: null, revokedAt: null },
  });
  if (open) {
    const detail = "This email already has an invitation. Resend it from the list instead.";
    throw new AppError("conflict", detail, { errors: [{ pointer: "/email", detail }] });
  }

  const inviter = await db.user.findFirstOrThrow({
    where: { id: options.userId, companyId },
    include: { company: { select: { name: true } } },
  });
  const { token, tokenHash, expiresAt } = newInvitationToken();
  return db.$transaction(async (tx) => {
    const invitation = await tx.invitation.create({
      data: {
        id: newId("invitation"),
        companyId,
        email: input.email,
        role: input.role,
        tokenHash,
        expiresAt,
        invitedById: inviter.id,
      },
      include: { invitedBy: { select: { name: true } } },
    });
    await queueInvitationEmail(tx, {
      companyId,
      companyName: inviter.company.name,
      inviterName: inviter.name,
      to: input.email,
      role: input.role,
      token,
      expiresAt,
    });
    const changes = changesOfNew({ email: input.email, role: input.role });
    await recordActivity(tx, {
      companyId,
      actor: options.actor,
      action: "invitation.created",
      object: { type: "invitation", id: invitation.id },
      changes,
    });
    return invitation;
  });
}
