// Two-step sign-in with TOTP (RFC 6238, otplib): set up with a QR code, confirmed with a
// first code, then required at every log-in. Ten recovery codes are shown once and kept as
// SHA-256; each signs in once. A code's time step is recorded, so no code works twice.
import { createHash, randomInt } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { db } from "../../db";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { changesBetween, secretChanges } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { recordOwnAccount } from "./account-activity";
import { seal, unseal } from "./secret-box";
import { assertPasswordAgain } from "./password-again";

export const RECOVERY_CODE_COUNT = 10;
const ISSUER = "Kerbside";
// Base32 without look-alikes (0/O, 1/I/L): codes are read off paper and typed by hand.
const RECOVERY_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

const hashCode = (code: string) => createHash("sha256").update(code, "utf8").digest("hex");
const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, "");

function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  ).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export type TwoStepSetup = { secret: string; otpauth_url: string; qr_svg: string };

/** A fresh secret for the user's authenticator app, pending until a first code confirms it. */
export async function startTwoStepSetup(userId: string): Promise<TwoStepSetup> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, totpEnabledAt: true },
  });
  if (user.totpEnabledAt)
    throw new AppError(
      "invalid_state",
      "Two-step sign-in is already on. Turn it off first to set up another app.",
    );
  const secret = generateSecret();
  await db.user.update({
    where: { id: userId },
    data: { totpSecret: seal(secret), totpLastStep: null },
  });
  const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
  });
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

/** The matched time step of a right code, or null; never a step at or before `afterStep`. */
async function matchTotp(
  sealedSecret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret: unseal(sealedSecret),
    token: code,
    epochTolerance: 30,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

const CODE_WRONG = "That code isn't right. Check the time on your phone and enter the newest code.";

/** Turns two-step sign-in on with the first code from the app; answers the recovery codes, shown this once. */
export async function confirmTwoStepSetup({
  userId,
  code,
}: {
  userId: string;
  code: string;
}): Promise<{ recovery_codes: string[] }> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { totpSecret: true, totpEnabledAt: true },
  });
  if (user.totpEnabledAt) throw new AppError("invalid_state", "Two-step sign-in is already on.");
  if (!user.totpSecret)
    throw new AppError("invalid_state", "Start the set-up again: scan a new QR code first.");
  const step = await matchTotp(user.totpSecret, code.replace(/\s/g, ""), null);
  if (step === null)
    throw new AppError("invalid_request", CODE_WRONG, {
      errors: [{ pointer: "/code", detail: CODE_WRONG }],
    });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.$transaction(async (tx) => {
    const on = await tx.user.updateMany({
      where: { id: userId, totpEnabledAt: null, totpSecret: user.totpSecret },
      data: { totpEnabledAt: new Date(), totpLastStep: step },
    });
    if (on.count !== 1)
      throw new AppError("invalid_state", "Two-step sign-in changed meanwhile. Reload the page.");
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await tx.recoveryCode.createMany({
      data: codes.map((c) => ({
        id: newId("recoveryCode"),
        userId,
        codeHash: hashCode(normaliseRecoveryCode(c)),
      })),
    });
    await recordOwnAccount(tx, userId, "user.two_step_enabled", [
      ...changesBetween({ two_step: false }, { two_step: true }),
      ...secretChanges("recovery_codes"),
    ]);
  });
  return { recovery_codes: codes };
}

/** New recovery codes in place of the old ones (all old ones stop working), with the password asked again. */
export async function regenerateRecoveryCodes({
  userId,
  password,
}: {
  userId: string;
  password: string;
}): Promise<{ recovery_codes: string[] }> {
  await assertPasswordAgain({ userId, password });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { totpEnabledAt: true },
    });
    if (!user.totpEnabledAt) throw new AppError("invalid_state", "Turn on two-step sign-in first.");
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await tx.recoveryCode.createMany({
      data: codes.map((c) => ({
        id: newId("recoveryCode"),
        userId,
        codeHash: hashCode(normaliseRecoveryCode(c)),
      })),
    });
    await recordOwnAccount(
      tx,
      userId,
      "user.recovery_codes_replaced",
      secretChanges("recovery_codes"),
    );
  });
  return { recovery_codes: codes };
}

/** Turns two-step sign-in off, with the password asked again; not while the company requires it. */
export async function disableTwoStep({
  userId,
  password,
}: {
  userId: string;
  password: string;
}): Promise<void> {
  await assertPasswordAgain({ userId, password });
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { company: { select: { requireTwoStep: true } } },
  });
  if (user.company.requireTwoStep)
    throw new AppError(
      "forbidden",
      "Your company requires two-step sign-in, so it can't be turned off.",
    );
  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: userId },
      data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null },
    });
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await recordOwnAccount(
      tx,
      userId,
      "user.two_step_disabled",
      changesBetween({ two_step: true }, { two_step: false }),
    );
  });
}

/** The second step at log-in: a current TOTP code (each time step once) or an unused recovery code. */
export async function checkSecondStep(
  user: { id: string; totpSecret: string | null; totpLastStep: number | null },
  code: string,
): Promise<boolean> {
  const typed = code.replace(/\s/g, "");
  if (!user.totpSecret) return false;
  const step = await matchTotp(user.totpSecret, typed, user.totpLastStep);
  if (step !== null) {
    // Conditional, so of two log-ins racing with one code only one gets through.
    const taken = await db.user.updateMany({
      where: { id: user.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: { totpLastStep: step },
    });
    return taken.count === 1;
  }
  const recovery = normaliseRecoveryCode(typed);
  if (recovery.length !== 10) return false;
  const used = await db.recoveryCode.updateMany({
    where: { userId: user.id, codeHash: hashCode(recovery), usedAt: null },
    data: { usedAt: new Date() },
  });
  return used.count === 1;
}

export type TwoStepStatus = {
  enabled: boolean;
  recovery_codes_left: number;
  required_by_company: boolean;
};

export async function twoStepStatus(userId: string): Promise<TwoStepStatus> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      totpEnabledAt: true,
      company: { select: { requireTwoStep: true } },
      _count: { select: { recoveryCodes: { where: { usedAt: null } } } },
    },
  });
  return {
    enabled: user.totpEnabledAt !== null,
    recovery_codes_left: user._count.recoveryCodes,
    required_by_company: user.company.requireTwoStep,
  };
}

/** The Owner's rule for the whole team; the Owner turns it on for themselves first. */
export async function setRequireTwoStep(options: {
  companyId: string;
  userId: string;
  actor: ActivityActor;
  required: boolean;
}): Promise<void> {
  if (options.required) {
    const me = await db.user.findUniqueOrThrow({
      where: { id: options.userId },
      select: { totpEnabledAt: true },
    });
    if (!me.totpEnabledAt)
      throw new AppError(
        "invalid_state",
        "Turn on two-step sign-in for yourself first, then require it for the team.",
      );
  }
  await db.$transaction(async (tx) => {
    const before = await tx.company.findUniqueOrThrow({
      where: { id: options.companyId },
      select: { requireTwoStep: true },
    });
    await tx.company.update({
      where: { id: options.companyId },
      data: { requireTwoStep: options.required },
    });
    const changes = changesBetween(
      { require_two_step: before.requireTwoStep },
      { require_two_step: options.required },
    );
    await recordActivity(tx, {
      companyId: options.companyId,
      actor: options.actor,
      action: "company.updated",
      object: { type: "company", id: options.companyId },
      changes,
    });
  });
}
