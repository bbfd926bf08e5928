// Sign-up from the web: the form always answers "check your email", whether or not the email
// already has an account, so it reveals nothing. A new email gets a link that makes the
// company when opened (with the password chosen at sign-up); a taken one gets a reminder to
// log in instead. The link token is stored only as its SHA-256 and lives 24 hours.
import { createHash, randomBytes } from "node:crypto";
import { env } from "~/env";
import { db } from "../../db";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { count } from "../../limits/limiter";
import type { ConfirmSignUpInput, SignUpInput } from "../../models/sign-up";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { enqueueEmail } from "../email/queued-email";
import {
  assertSupportedCountry,
  createCompanyWithOwner,
  emailTakenOr,
  throttleSignUp,
  type SignUpResult,
} from "./sign-up";

export const SIGN_UP_LINK_HOURS = 24;
const HOUR = 60 * 60;
const EMAILS_PER_ADDRESS_PER_HOUR = 3;
const LINK_INVALID = "This link has expired or was already used. Sign up again to get a new one.";

const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** What the stored copy shows instead of the link (only the mailbox's owner holds a usable one). */
export const SIGN_UP_LINK_REMOVED = "[sign-up link removed: only the email's owner holds it]";

/** Mails a confirmation link (new email) or a log-in reminder (taken email); answers the same either way. */
export async function requestSignUp(
  input: SignUpInput,
  options: { ip: string; now?: Date },
): Promise<void> {
  await throttleSignUp(options.ip);
  assertSupportedCountry(input.country);
  const now = options.now ?? new Date();
  // Hashed in both cases, so the answer takes as long whether or not the email is taken.
  const passwordHash = await hashPassword(input.password);
  const existing = await db.user.findUnique({
    where: { email: input.email },
    select: { name: true },
  });
  // Quietly capped per mailbox: the answer stays the same and nobody's inbox is flooded.
  if (!(await count("signup_email", EMAILS_PER_ADDRESS_PER_HOUR, HOUR, input.email)).allowed)
    return;

  const token = randomBytes(32).toString("base64url");
  await db.$transaction(async (tx) => {
    if (existing) {
      await enqueueEmail(tx, {
        companyId: null,
        to: input.email,
        subject: "You already have a Kerbside account",
        text: reminderText(existing.name),
      });
      return;
    }
    await tx.signUpRequest.deleteMany({ where: { email: input.email, expiresAt: { lte: now } } });
    await tx.signUpRequest.create({
      data: {
        id: newId("signUpRequest"),
        tokenHash: hashToken(token),
        email: input.email,
        companyName: input.company_name,
        name: input.name,
        country: input.country,
        passwordHash,
        expiresAt: new Date(now.getTime() + SIGN_UP_LINK_HOURS * HOUR * 1000),
      },
    });
    const subject = "Confirm your email to finish signing up";
    const link = `${env.APP_URL}/signup/confirm/${token}`;
    await enqueueEmail(tx, {
      companyId: null,
      to: input.email,
      subject,
      text: confirmText(input.name, link),
      storedText: confirmText(input.name, SIGN_UP_LINK_REMOVED),
    });
  });
}

function confirmText(name: string, link: string): string {
  return [
    `Hello ${name},`,
    ``,
    `To finish creating your Kerbside account, open this link and enter the password you chose:`,
    link,
    ``,
    `The link works once and expires in ${SIGN_UP_LINK_HOURS} hours. If you didn't sign up, ignore this email: no account is made.`,
  ].join("\n");
}

function reminderText(name: string): string {
  return [
    `Hello ${name},`,
    ``,
    `Someone (we hope you) tried to sign up for Kerbside with this email, which already has an account. Log in here:`,
    `${env.APP_URL}/login`,
    ``,
    `Forgotten your password? Ask for a new one at ${env.APP_URL}/login/forgot. If it wasn't you, ignore this email: nothing has changed.`,
  ].join("\n");
}

/** What the confirmation page shows for a live link; `null` for an unknown, used or expired one. */
export async function readSignUpRequest(
  token: string,
  options: { now?: Date } = {},
): Promise<{ email: string; companyName: string } | null> {
  const request = await db.signUpRequest.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { email: true, companyName: true, expiresAt: true },
  });
  if (!request || request.expiresAt <= (options.now ?? new Date())) return null;
  return { email: request.email, companyName: request.companyName };
}

/** Makes the company from a live link when the password matches the one chosen at sign-up. */
export async function confirmSignUp(
  input: ConfirmSignUpInput,
  options: { now?: Date } = {},
): Promise<SignUpResult & { email: string }> {
  const now = options.now ?? new Date();
  const request = await db.signUpRequest.findUnique({
    where: { tokenHash: hashToken(input.token) },
  });
  if (!request || request.expiresAt <= now) throw new AppError("invalid_state", LINK_INVALID);
  if (!(await verifyPassword(request.passwordHash, input.password))) {
    throw new AppError("invalid_request", "That isn't the password you chose when you signed up.", {
      errors: [
        { pointer: "/password", detail: "That isn't the password you chose when you signed up" },
      ],
    });
  }
  try {
    return await db.$transaction(async (tx) => {
      // Taking the link and making the company commit together: of two opens, one wins.
      const taken = await tx.signUpRequest.deleteMany({
        where: { id: request.id, expiresAt: { gt: now } },
      });
      if (taken.count !== 1) throw new AppError("invalid_state", LINK_INVALID);
      await tx.signUpRequest.deleteMany({ where: { email: request.email } });
      const made = await createCompanyWithOwner(tx, {
        companyName: request.companyName,
        name: request.name,
        email: request.email,
        country: request.country,
        passwordHash: request.passwordHash,
      });
      return { ...made, email: request.email };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    return emailTakenOr(error);
  }
}
