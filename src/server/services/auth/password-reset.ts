// "Forgot password": an emailed link that works once, for one hour. Only the token's
// SHA-256 is stored. A request does the same work whether or not the email has an account
// (it only queues a job, which looks the email up), so neither its answer nor its time tells;
// the mail is kept out of every company's "Sent email" page (no company id), so nobody but
// the mailbox's owner sees a usable link.
import { createHash, randomBytes } from "node:crypto";
import { env } from "~/env";
import { db } from "../../db";
import { AppError } from "../../errors";
import { count } from "../../limits/limiter";
import { newId } from "../../ids";
import { enqueueJob } from "../../jobs/queue/enqueue";
import type { ForgotPasswordInput, ResetPasswordInput } from "../../models/password";
import { enqueueEmail } from "../email/queued-email";
import { hashPassword } from "./passwords";
import { endAllSessions } from "./sessions";
import { recordPasswordChanged } from "./password-activity";

export const RESET_MINUTES = 60;
const HOUR = 60 * 60;
const PER_EMAIL_PER_HOUR = 3;
const PER_IP_PER_HOUR = 20;

/** What the stored copy shows instead of the link (only the account holder's mailbox holds a usable one). */
export const RESET_LINK_REMOVED = "[reset link removed: only the account holder's email holds it]";

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Always answers the same, after the same work: the throttle, then a job that mails a link if the email has an account. */
export async function requestPasswordReset(
  input: ForgotPasswordInput,
  options: { ip: string },
): Promise<void> {
  const byIp = await count("reset_ip", PER_IP_PER_HOUR, HOUR, options.ip);
  if (!byIp.allowed) {
    throw new AppError(
      "rate_limited",
      `Too many requests from your network. Try again in ${Math.ceil(byIp.resetSeconds / 60)} minutes.`,
      {
        headers: { "Retry-After": String(byIp.resetSeconds) },
      },
    );
  }
  await db.$transaction((tx) => enqueueJob(tx, "password-reset", { email: input.email }));
}

/** The job: a one-hour link mailed to the account of that email, if there is one and it is not throttled. */
export async function emailPasswordReset(options: { email: string; now?: Date }): Promise<void> {
  const user = await db.user.findUnique({
    where: { email: options.email },
    select: { id: true, email: true, name: true },
  });
  if (!user) return;
  // Quietly capped per account, so a mailbox is not flooded.
  if (!(await count("reset_email", PER_EMAIL_PER_HOUR, HOUR, user.id)).allowed) return;

  const token = randomBytes(32).toString("base64url");
  const now = options.now ?? new Date();
  await db.$transaction(async (tx) => {
    await tx.passwordReset.create({
      data: {
        id: newId("passwordReset"),
        userId: user.id,
        tokenHash: hashResetToken(token),
        expiresAt: new Date(now.getTime() + RESET_MINUTES * 60 * 1000),
      },
    });
    const body = (link: string) =>
      [
        `Hello ${user.name},`,
        ``,
        `Someone (we hope you) asked to reset the password of your Kerbside account. To choose a new password, open this link:`,
        link,
        ``,
        `The link works once and expires in ${RESET_MINUTES} minutes. If you didn't ask, you can ignore this email: your password stays as it is.`,
      ].join("\n");
    await enqueueEmail(tx, {
      companyId: null,
      to: user.email,
      subject: "Reset your Kerbside password",
      text: body(`${env.APP_URL}/login/reset?token=${token}`),
      storedText: body(RESET_LINK_REMOVED),
    });
  });
}

const INVALID = "This reset link has expired or was already used. Ask for a new one.";

/** Sets the new password, uses up the link and ends every session of the user. */
export async function resetPassword(
  input: ResetPasswordInput,
  options: { now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(input.new_password);
  await db.$transaction(async (tx) => {
    const reset = await tx.passwordReset.findUnique({
      where: { tokenHash: hashResetToken(input.token) },
    });
    // The conditional update takes the link: of two concurrent uses, only one matches.
    const taken = reset
      ? await tx.passwordReset.updateMany({
          where: { id: reset.id, usedAt: null, expiresAt: { gt: now } },
          data: { usedAt: now },
        })
      : { count: 0 };
    if (!reset || taken.count !== 1) throw new AppError("invalid_state", INVALID);
    const user = await tx.user.update({
      where: { id: reset.userId },
      data: { passwordHash },
      select: { id: true, companyId: true, role: true },
    });
    await recordPasswordChanged(tx, user, "user.password_reset");
    await tx.passwordReset.deleteMany({ where: { userId: reset.userId, usedAt: null } });
    await endAllSessions({ userId: reset.userId, tx });
  });
}
