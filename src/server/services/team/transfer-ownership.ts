// Handing the company over: another member becomes an Owner and the Owner who hands over
// becomes a Manager, in one transaction, with the Owner's password asked again.
import { db } from "../../db";
import { AppError } from "../../errors";
import { changesBetween } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { assertPasswordAgain } from "../auth/password-again";
import { lockMember } from "./owners";

export async function transferOwnership(options: {
  companyId: string;
  ownerId: string;
  actor: ActivityActor;
  toUserId: string;
  password: string;
}) {
  if (options.toUserId === options.ownerId) {
    throw new AppError("invalid_request", "Choose another member to hand the company to.", {
      errors: [{ pointer: "/user_id", detail: "Choose another member of the team" }],
    });
  }
  await assertPasswordAgain({ userId: options.ownerId, password: options.password });
  return db.$transaction(async (tx) => {
    const { member } = await lockMember(tx, options.companyId, options.toUserId);
    const me = await tx.user.updateMany({
      where: { id: options.ownerId, companyId: options.companyId, role: "OWNER" },
      data: { role: "MANAGER" },
    });
    if (me.count !== 1) throw new AppError("forbidden", "Only an Owner can hand the company over.");
    const row = await tx.user.update({
      where: { id: member.id, companyId: options.companyId },
      data: { role: "OWNER" },
    });
    const record = (id: string, before: string, after: string) =>
      recordActivity(tx, {
        companyId: options.companyId,
        actor: options.actor,
        action: "user.role_changed",
        object: { type: "user", id },
        changes: changesBetween({ role: before }, { role: after }),
      });
    await record(member.id, member.role, "OWNER");
    await record(options.ownerId, "OWNER", "MANAGER");
    return row;
  });
}
