import { db } from "../../db";
import type { Role } from "../permissions";
import { assertNotLastOwner, lockMember } from "./owners";
import { changesBetween } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";

/** Changes a member's role; the effect is immediate, as the role is read on every request. */
export async function changeRole(options: {
  companyId: string;
  actor: ActivityActor;
  userId: string;
  role: Role;
}) {
  return db.$transaction(async (tx) => {
    const { member, ownerCount } = await lockMember(tx, options.companyId, options.userId);
    if (options.role !== "OWNER") assertNotLastOwner(member, ownerCount, "change the role of");
    const row = await tx.user.update({
      where: { id: member.id, companyId: options.companyId },
      data: { role: options.role },
    });
    const changes = changesBetween({ role: member.role }, { role: row.role });
    await recordActivity(tx, {
      companyId: options.companyId,
      actor: options.actor,
      action: "user.role_changed",
      object: { type: "user", id: member.id },
      changes,
    });
    return row;
  });
}
