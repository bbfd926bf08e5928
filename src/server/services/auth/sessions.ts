// Sessions end for real: the JWT carries the user's session version, and every request
// (tRPC, server components, cookie routes) compares it with the stored one. Raising the
// stored version ends every session of that user at once.
import { db, type Tx } from "../../db";

export type SessionClaims = { userId: string; sessionVersion: number };

/** Ends every signed-in session of the user (logout, password change, reset). */
export async function endAllSessions(userId: string, tx: Tx = db): Promise<void> {
  await tx.user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}

/** The signed-in user's company and role, read fresh on every request: a removed user, or a session that was ended, gets null. */
export async function staffCaller(claims: SessionClaims) {
  const user = await db.user.findUnique({ where: { id: claims.userId }, select: { id: true, companyId: true, role: true, sessionVersion: true } });
  if (!user || user.sessionVersion !== claims.sessionVersion) return null;
  return { companyId: user.companyId, actor: { kind: "user" as const, userId: user.id, role: user.role } };
}
