// The last-Owner rule: a company always keeps at least one Owner. The Owners' rows
// are locked first, so two Owners demoting each other at once cannot both succeed.
import type { Tx } from "../../db";
import { AppError, notFound } from "../../errors";
import { isIdOf } from "../../ids";

/** Locks the company's Owners and returns the member `userId` (404 when not in this company). */
export async function lockMember(tx: Tx, companyId: string, userId: string) {
  if (!isIdOf("user", userId)) throw notFound("team member");
  const owners = await tx.$queryRaw<
    { id: string }[]
  >`SELECT id FROM "User" WHERE "companyId" = ${companyId} AND role = 'OWNER' FOR UPDATE`;
  const member = await tx.user.findFirst({ where: { id: userId, companyId } });
  if (!member) throw notFound("team member");
  return { member, ownerCount: owners.length };
}

export function assertNotLastOwner(
  member: { role: string },
  ownerCount: number,
  action: string,
): void {
  if (member.role === "OWNER" && ownerCount <= 1) {
    throw new AppError(
      "invalid_state",
      `You can't ${action} the only Owner. Make someone else an Owner first.`,
    );
  }
}
