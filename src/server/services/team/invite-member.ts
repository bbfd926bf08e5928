// An Owner invites someone by email with a role; the invitee gets a link that
// expires in 7 days.
import { db } from "../../db";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import type { InviteMemberInput } from "../../models/team";
import { newInvitationToken, queueInvitationMail } from "./invitation-mail";

export async function inviteMember(options: { companyId: string; userId: string; input: InviteMemberInput }) {
  const { companyId, input } = options;
  const existingUser = await db.user.findUnique({ where: { email: input.email }, select: { companyId: true } });
  if (existingUser) {
    const detail =
      existingUser.companyId === companyId
        ? "This person is already on your team."
        : "This email already belongs to a Kerbside account. A person can belong to one company only; ask them for another email.";
    throw new AppError("conflict", detail, { errors: [{ pointer: "/email", detail }] });
  }
  const open = await db.invitation.findFirst({ where: { companyId, email: input.email, acceptedAt: null, revokedAt: null } });
  if (open) {
    const detail = "This email already has an invitation. Resend it from the list instead.";
    throw new AppError("conflict", detail, { errors: [{ pointer: "/email", detail }] });
  }

  const inviter = await db.user.findFirstOrThrow({ where: { id: options.userId, companyId }, include: { company: { select: { name: true } } } });
  const { token, tokenHash, expiresAt } = newInvitationToken();
  return db.$transaction(async (tx) => {
    const invitation = await tx.invitation.create({
      data: { id: newId("invitation"), companyId, email: input.email, role: input.role, tokenHash, expiresAt, invitedById: inviter.id },
      include: { invitedBy: { select: { name: true } } },
    });
    await queueInvitationMail(tx, { companyId, companyName: inviter.company.name, inviterName: inviter.name, to: input.email, role: input.role, token, expiresAt });
    return invitation;
  });
}
