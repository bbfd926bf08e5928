// Staff and invitations as the Team page and its procedures see them.
import { z } from "zod";
import type { Invitation as InvitationRow, User as UserRow } from "../db/generated/client";
import { ROLES } from "./role";
import { email, idOf, iso, isoOrNull, timestamp } from "./common";
import { PASSWORD_MIN_LENGTH } from "./sign-up";

export const RoleSchema = z.enum(ROLES);

export const TeamMember = z.object({
  id: idOf("usr", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  last_login_at: timestamp.nullable(),
  created_at: timestamp,
});
export type TeamMember = z.infer<typeof TeamMember>;

export function toTeamMember(u: UserRow): TeamMember {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    last_login_at: isoOrNull(u.lastLoginAt),
    created_at: iso(u.createdAt),
  };
}

export const INVITATION_STATUSES = ["pending", "expired", "accepted", "revoked"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export function invitationStatus(
  i: Pick<InvitationRow, "acceptedAt" | "revokedAt" | "expiresAt">,
  now = new Date(),
): InvitationStatus {
  if (i.acceptedAt) return "accepted";
  if (i.revokedAt) return "revoked";
  return i.expiresAt <= now ? "expired" : "pending";
}

/** Why a link can't be used, in words for the invitee (page and API errors alike). */
export const INVITATION_PROBLEMS = {
  invalid:
    "This invitation link isn't valid. Check that you copied the whole link, or ask for a new invitation.",
  expired: "This invitation has expired. Ask the person who invited you to send a new one.",
  accepted: "This invitation has already been used. Log in with the email and password you chose.",
  revoked:
    "This invitation was withdrawn. Ask the person who invited you if you still need access.",
} as const;

export const TeamInvitation = z.object({
  id: idOf("inv", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  email: z.string(),
  role: RoleSchema,
  status: z.enum(INVITATION_STATUSES),
  expires_at: timestamp,
  invited_by_name: z.string(),
  created_at: timestamp,
});
export type TeamInvitation = z.infer<typeof TeamInvitation>;

export function toTeamInvitation(
  i: InvitationRow & { invitedBy: { name: string } },
): TeamInvitation {
  return {
    id: i.id,
    email: i.email,
    role: i.role,
    status: invitationStatus(i),
    expires_at: iso(i.expiresAt),
    invited_by_name: i.invitedBy.name,
    created_at: iso(i.createdAt),
  };
}

export const InviteMemberInput = z.object({ email, role: RoleSchema }).strict();
export type InviteMemberInput = z.infer<typeof InviteMemberInput>;

export const AcceptInvitationInput = z
  .object({
    token: z.string().min(10).max(200),
    name: z.string().trim().min(1, "Enter your name").max(120),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(200),
  })
  .strict();
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationInput>;
