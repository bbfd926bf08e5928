import { db } from "../../db";
import type { Role } from "../permissions";
import { assertNotLastOwner, lockMember } from "./owners";

/** Changes a member's role; the effect is immediate, as the role is read on every request. */
export async function changeRole(options: { companyId: string; userId: string; role: Role }) {
  return db.$transaction(async (tx) => {
    const { member, ownerCount } = await lockMember(tx, options.companyId, options.userId);
    if (options.role !== "OWNER") assertNotLastOwner(member, ownerCount, "change the role of");
    return tx.user.update({ where: { id: member.id, companyId: options.companyId }, data: { role: options.role } });
  });
}
