// Invitation tokens and the invitation email. The link carries a random token; only
// its SHA-256 is stored, so a database leak gives no usable links.
import { createHash, randomBytes } from "node:crypto";
import { env } from "~/env";
import type { Role } from "../permissions";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "../permissions";
import type { Tx } from "../../db";
import { enqueueEmail } from "../email/queued-email";

export const INVITATION_DAYS = 7;

/** What the stored copy shows instead of the link (only the invitee's mailbox holds a usable one). */
export const INVITATION_LINK_REMOVED = "[link removed: only the invitee's email holds it]";

export function newInvitationToken(now = new Date()): {
  token: string;
  tokenHash: string;
  expiresAt: Date;
} {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    tokenHash: hashInvitationToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
  };
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function invitationUrl(token: string): string {
  return `${env.APP_URL}/invite/${token}`;
}

/** Queues the invitation email in the caller's transaction (the one that stores the token's hash). */
export async function queueInvitationEmail(
  tx: Tx,
  options: {
    companyId: string;
    companyName: string;
    inviterName: string;
    to: string;
    role: Role;
    token: string;
    expiresAt: Date;
  },
): Promise<void> {
  const expires = options.expiresAt.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  });
  const body = (link: string) =>
    [
      `Hello,`,
      ``,
      `${options.inviterName} has invited you to join ${options.companyName} on Kerbside as ${ROLE_LABELS[options.role]} (${ROLE_DESCRIPTIONS[options.role].toLowerCase()}).`,
      ``,
      `To accept, open this link, choose your name and a password:`,
      link,
      ``,
      `The link works once and expires on ${expires}. If you weren't expecting this, you can ignore this email.`,
    ].join("\n");
  await enqueueEmail(tx, {
    companyId: options.companyId,
    to: options.to,
    subject: `${options.inviterName} invited you to ${options.companyName} on Kerbside`,
    text: body(invitationUrl(options.token)),
    storedText: body(INVITATION_LINK_REMOVED),
  });
}
