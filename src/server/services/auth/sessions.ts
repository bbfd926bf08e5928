// Sessions end for real. Each log-in is a `UserSession` row (a signed-in device) named in the
// JWT beside the user's session version; every request (tRPC, server components, cookie routes)
// finds both. Ending a device deletes its row; logout, password change and reset raise the
// version and delete every row, ending every session of the user at once.
import Bowser from "bowser";
import { db, type Tx } from "../../db";
import { notFound } from "../../errors";
import { newId } from "../../ids";
import { recordOwnAccount } from "./account-activity";
import { ensureTestCompany } from "../test-mode/test-company";

export type SessionClaims = { userId: string; sessionVersion: number; sessionId?: string };

// "Last active" is kept to within this much, so a request rarely writes.
const TOUCH_AFTER_MS = 5 * 60 * 1000;
// A cookie unused this long has expired (next-auth's maxAge in auth/options.ts): its device is gone.
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;

/** Records a signed-in device; its id goes into the cookie. Devices whose cookie has expired are cleared. */
export async function startSession(input: {
  userId: string;
  ip: string;
  userAgent?: string | null;
}): Promise<string> {
  const id = newId("userSession");
  await db.userSession.deleteMany({
    where: { userId: input.userId, lastSeenAt: { lt: new Date(Date.now() - SESSION_IDLE_MS) } },
  });
  await db.userSession.create({
    data: {
      id,
      userId: input.userId,
      ipAddress: input.ip,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
    },
  });
  return id;
}

/** Ends every signed-in session of the user (logout, password change, reset). */
export async function endAllSessions({
  userId,
  tx = db,
}: {
  userId: string;
  tx?: Tx;
}): Promise<void> {
  await tx.user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
  await tx.userSession.deleteMany({ where: { userId } });
}

/** The signed-in user's company and role, read fresh on every request: a removed user, or a session that was ended, gets null. */
export async function staffCaller(claims: SessionClaims) {
  if (!claims.sessionId) return null;
  const session = await db.userSession.findFirst({
    where: { id: claims.sessionId, userId: claims.userId },
    select: {
      lastSeenAt: true,
      testMode: true,
      user: {
        select: {
          id: true,
          companyId: true,
          role: true,
          sessionVersion: true,
          totpEnabledAt: true,
          company: { select: { requireTwoStep: true, testTwin: { select: { id: true } } } },
        },
      },
    },
  });
  const user = session?.user;
  if (!session || !user || user.sessionVersion !== claims.sessionVersion) return null;
  // With Test mode switched on, this device acts as the company's test twin.
  const companyId = session.testMode
    ? (user.company.testTwin?.id ?? (await ensureTestCompany(user.companyId)))
    : user.companyId;
  if (Date.now() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.userSession.updateMany({
      where: { id: claims.sessionId },
      data: { lastSeenAt: new Date() },
    });
  }
  return {
    companyId,
    actor: { kind: "user" as const, userId: user.id, role: user.role },
    sessionId: claims.sessionId,
    testMode: session.testMode,
    twoStepSetupRequired: user.company.requireTwoStep && user.totpEnabledAt === null,
  };
}

export type SignedInDevice = {
  id: string;
  device: string;
  ip_address: string;
  signed_in_at: string;
  last_active_at: string;
  current: boolean;
};

function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const { browser, os, platform } = Bowser.parse(userAgent);
  const where = os.name ? `on ${os.name}${platform.model ? ` (${platform.model})` : ""}` : null;
  return [browser.name, where].filter(Boolean).join(" ") || "Unknown device";
}

/** The user's signed-in devices, most recently active first. */
export async function listSessions({
  userId,
  currentSessionId,
}: {
  userId: string;
  currentSessionId: string | undefined;
}): Promise<SignedInDevice[]> {
  const rows = await db.userSession.findMany({
    where: { userId, lastSeenAt: { gte: new Date(Date.now() - SESSION_IDLE_MS) } },
    orderBy: [{ lastSeenAt: "desc" }, { id: "desc" }],
    take: 100,
  });
  return rows.map((r) => ({
    id: r.id,
    device: describeDevice(r.userAgent),
    ip_address: r.ipAddress,
    signed_in_at: r.createdAt.toISOString(),
    last_active_at: r.lastSeenAt.toISOString(),
    current: r.id === currentSessionId,
  }));
}

/** Signs one of the user's own devices out; another user's session is not found. */
export async function endSession({
  userId,
  sessionId,
}: {
  userId: string;
  sessionId: string;
}): Promise<void> {
  await db.$transaction(async (tx) => {
    const ended = await tx.userSession.deleteMany({ where: { id: sessionId, userId } });
    if (ended.count !== 1) throw notFound("signed-in device");
    await recordOwnAccount(tx, userId, "user.signed_out_device");
  });
}

/** Signs out every device of the user but this one. */
export async function endOtherSessions({
  userId,
  currentSessionId,
}: {
  userId: string;
  currentSessionId: string;
}): Promise<number> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.userSession.deleteMany({
      where: { userId, id: { not: currentSessionId } },
    });
    await recordOwnAccount(tx, userId, "user.signed_out_other_devices");
    return count;
  });
}
