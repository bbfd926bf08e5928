// What the public invitation page shows for a token: the company, the role and
// whether the link can still be used. Unknown tokens are simply "invalid".
import { db } from "../../db";
import { invitationStatus, type InvitationStatus } from "../../models/team";
import type { Role } from "../permissions";
import { hashInvitationToken } from "./invitation-email";

export type InvitationView =
  | { status: "invalid" }
  | { status: InvitationStatus; companyName: string; email: string; role: Role; expiresAt: Date };

export async function findInvitation(options: { token: string }): Promise<InvitationView> {
  const invitation = await db.invitation.findUnique({
    where: { tokenHash: hashInvitationToken(options.token) },
    include: { company: { select: { name: true } } },
  });
  if (!invitation) return { status: "invalid" };
  return {
    status: invitationStatus(invitation),
    companyName: invitation.company.name,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt,
  };
}
