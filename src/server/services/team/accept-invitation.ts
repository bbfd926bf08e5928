// The invitee sets a name and password; the invitation is claimed and the staff
// user created in one transaction, so a link works exactly once.
import { db } from "../../db";
import { isUniqueViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { INVITATION_PROBLEMS, invitationStatus } from "../../models/team";
import { hashPassword } from "../auth/passwords";
import { hashInvitationToken } from "./invitation-email";
import { changesOfNew } from "../activity/changes";
import { recordActivity } from "../activity/record-activity";

export async function acceptInvitation(options: { token: string; name: string; password: string }) {
  const invitation = await db.invitation.findUnique({
    where: { tokenHash: hashInvitationToken(options.token) },
  });
  if (!invitation) throw new AppError("not_found", INVITATION_PROBLEMS.invalid);
  const status = invitationStatus(invitation);
  if (status !== "pending") throw new AppError("invalid_state", INVITATION_PROBLEMS[status]);

  const passwordHash = await hashPassword(options.password);
  const userId = newId("user");
  try {
    await db.$transaction(async (tx) => {
      const now = new Date();
      const claimed = await tx.invitation.updateMany({
        where: { id: invitation.id, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
        data: { acceptedAt: now },
      });
      if (claimed.count !== 1) throw new AppError("invalid_state", INVITATION_PROBLEMS.accepted);
      await tx.user.create({
        data: {
          id: userId,
          companyId: invitation.companyId,
          name: options.name,
          email: invitation.email,
          passwordHash,
          role: invitation.role,
        },
      });
      const actor = { kind: "user" as const, userId, role: invitation.role };
      const changes = changesOfNew({
        name: options.name,
        email: invitation.email,
        role: invitation.role,
      });
      await recordActivity(tx, {
        companyId: invitation.companyId,
        actor,
        action: "user.joined",
        object: { type: "user", id: userId },
        changes,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        "conflict",
        "This email already has a Kerbside account. Log in with it instead.",
      );
    }
    throw error;
  }
  return { userId, companyId: invitation.companyId, email: invitation.email };
}
