import { db } from "../../db";

/** Members (oldest first) and the invitations still waiting for an answer (pending or expired). */
export async function listTeam(options: { companyId: string }) {
  const [members, invitations] = await Promise.all([
    db.user.findMany({ where: { companyId: options.companyId }, orderBy: { createdAt: "asc" } }),
    db.invitation.findMany({
      where: { companyId: options.companyId, acceptedAt: null, revokedAt: null },
      include: { invitedBy: { select: { name: true } } },
      orderBy: { id: "desc" },
    }),
  ]);
  return { members, invitations };
}
