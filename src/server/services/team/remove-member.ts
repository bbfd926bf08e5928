// Removing a member deletes their login at once (their session stops working on the
// next request). Invitations they sent are handed to the Owner removing them.
import { db } from "../../db";
import { AppError } from "../../errors";
import { assertNotLastOwner, lockMember } from "./owners";
import { changesOfRemoved } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";

export async function removeMember(options: {
  companyId: string;
  actor: ActivityActor;
  actorUserId: string;
  userId: string;
}) {
  if (options.actorUserId === options.userId) {
    throw new AppError("invalid_state", "You can't remove yourself. Ask another Owner to do it.");
  }
  await db.$transaction(async (tx) => {
    const { member, ownerCount } = await lockMember(tx, options.companyId, options.userId);
    assertNotLastOwner(member, ownerCount, "remove");
    await tx.invitation.updateMany({
      where: { companyId: options.companyId, invitedById: member.id },
      data: { invitedById: options.actorUserId },
    });
    await tx.user.delete({ where: { id: member.id, companyId: options.companyId } });
    const changes = changesOfRemoved({ name: member.name, email: member.email, role: member.role });
    await recordActivity(tx, {
      companyId: options.companyId,
      actor: options.actor,
      action: "user.removed",
      object: { type: "user", id: member.id },
      changes,
    });
  });
}
