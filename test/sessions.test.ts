// Issue 15 item 6: logout, password change, reset and removal end every session of the user.
// A "cookie" here is what next-auth signs into it: the jwt callback's token, read back
// through the session callback, then checked against the database as every request does.
import type { Session } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { createCaller } from "~/server/api/root";
import { toAppError } from "~/server/api/trpc";
import { authOptions } from "~/server/auth/options";
import { db, Prisma } from "~/server/db";
import { jobsSchema } from "~/server/jobs/queue/boss";
import { logIn } from "~/server/services/auth/log-in";
import { hashResetToken } from "~/server/services/auth/password-reset";
import { endSession, staffCaller } from "~/server/services/auth/sessions";
import { eventually } from "./eventually";
import { addUser, contextFor, createCompany, staff, uniqueEmail } from "./factories";

const publicCaller = () =>
  createCaller(contextFor(null, { ip: `198.51.100.${Math.floor(Math.random() * 250)}` }));

async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return toAppError(error);
  }
  throw new Error("expected the call to fail");
}

/** Logs in with the password and returns the token next-auth would put in the cookie. */
async function cookieFor(email: string, password = "correct-horse-battery"): Promise<JWT> {
  const result = await logIn({ email, password, ip: "198.51.100.20" });
  if (!result.ok) throw new Error(`log-in failed: ${result.reason}`);
  const jwt = authOptions.callbacks?.jwt;
  if (!jwt) throw new Error("no jwt callback");
  return jwt({ token: { email }, user: { ...result.user }, account: null, trigger: "signIn" });
}

/** What a request with that cookie is: a caller, or null (sent to log in). */
async function requestWith(token: JWT) {
  const sessionCallback = authOptions.callbacks?.session;
  if (!sessionCallback) throw new Error("no session callback");
  const session = (await sessionCallback({
    session: { user: { id: "" }, expires: "" } as Session,
    token,
    user: undefined as never,
    newSession: undefined,
    trigger: "update",
  })) as Session;
  return staffCaller({
    userId: session.user.id,
    sessionVersion: session.user.sessionVersion,
    sessionId: session.user.sessionId,
  });
}

/**
 * What next-auth's own `GET /api/auth/session` makes of the cookie: it runs the jwt callback on
 * the token read back (no `user`); a throw there answers `{}` and clears the cookie.
 */
async function sessionEndpoint(token: JWT): Promise<"renewed" | "ended"> {
  const jwt = authOptions.callbacks?.jwt;
  if (!jwt) throw new Error("no jwt callback");
  try {
    await jwt({ token, user: undefined as never, account: null });
    return "renewed";
  } catch {
    return "ended";
  }
}

async function signOut(token: JWT) {
  await authOptions.events?.signOut?.({ token, session: undefined as never });
}

describe("sessions end for real", () => {
  it("logging out ends every session of the user, on every device", async () => {
    const { ownerEmail, ownerId } = await createCompany();
    const laptop = await cookieFor(ownerEmail);
    const phone = await cookieFor(ownerEmail);
    expect(await requestWith(laptop)).toMatchObject({ actor: { userId: ownerId, role: "OWNER" } });

    await signOut(laptop);
    expect(await requestWith(laptop)).toBeNull();
    expect(await requestWith(phone)).toBeNull();

    const again = await cookieFor(ownerEmail);
    expect(await requestWith(again)).toMatchObject({ actor: { userId: ownerId } });
  });

  it("changing the password asks for the current one, then ends every session", async () => {
    const { companyId, ownerEmail, ownerId } = await createCompany();
    const cookie = await cookieFor(ownerEmail);
    const me = staff(companyId, ownerId, "OWNER");

    const wrong = await failure(
      me.account.changePassword({
        current_password: "not-my-password",
        new_password: "a-brand-new-password",
      }),
    );
    expect(wrong.message).toBe("Your current password is not right.");
    expect(await requestWith(cookie)).not.toBeNull();
    expect(
      await logIn({ email: ownerEmail, password: "correct-horse-battery", ip: "198.51.100.21" }),
    ).toMatchObject({ ok: true });

    const short = await failure(
      me.account.changePassword({
        current_password: "correct-horse-battery",
        new_password: "short",
      }),
    );
    expect(short.code).toBe("invalid_request");

    await me.account.changePassword({
      current_password: "correct-horse-battery",
      new_password: "a-brand-new-password",
    });
    expect(await requestWith(cookie)).toBeNull();
    expect(
      await logIn({ email: ownerEmail, password: "correct-horse-battery", ip: "198.51.100.21" }),
    ).toMatchObject({ ok: false });
    expect(
      await logIn({ email: ownerEmail, password: "a-brand-new-password", ip: "198.51.100.21" }),
    ).toMatchObject({ ok: true });
  });

  it("next-auth's session endpoint ends a session that was ended elsewhere, instead of renewing it", async () => {
    const { companyId, ownerEmail, ownerId } = await createCompany();
    const device = await cookieFor(ownerEmail);
    expect(await sessionEndpoint(device)).toBe("renewed");
    await signOut(device);
    expect(await sessionEndpoint(device)).toBe("ended");

    const laptop = await cookieFor(ownerEmail);
    const phone = await cookieFor(ownerEmail);
    await endSession({ userId: ownerId, sessionId: String(phone.sid) });
    expect(await sessionEndpoint(phone)).toBe("ended");
    expect(await sessionEndpoint(laptop)).toBe("renewed");

    await staff(companyId, ownerId, "OWNER").account.changePassword({
      current_password: "correct-horse-battery",
      new_password: "a-brand-new-password",
    });
    expect(await sessionEndpoint(laptop)).toBe("ended");
  });

  it("removal from the team ends the member's sessions", async () => {
    const { companyId, ownerId } = await createCompany();
    const member = await addUser(companyId, "INSPECTOR");
    const cookie = await cookieFor(member.email);
    expect(await requestWith(cookie)).not.toBeNull();
    await staff(companyId, ownerId, "OWNER").settings.team.removeMember({ user_id: member.id });
    expect(await requestWith(cookie)).toBeNull();
  });
});

describe("forgot password", () => {
  async function linkSentTo(email: string): Promise<string> {
    const mail = await eventually(
      () =>
        db.sentEmail.findFirst({ where: { to: email, subject: "Reset your Kerbside password" } }),
      { what: `reset mail to ${email}` },
    );
    // Kept out of every company's "Sent email" page.
    expect(mail.companyId).toBeNull();
    const match = /\/login\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
    return match[1];
  }

  it("mails a one-use link, stores only its hash, and the reset ends every session", async () => {
    const { ownerEmail, ownerId } = await createCompany();
    const cookie = await cookieFor(ownerEmail);

    expect(
      await publicCaller().account.forgotPassword({ email: ownerEmail.toUpperCase() }),
    ).toEqual({ sent: true });
    const token = await linkSentTo(ownerEmail);
    const row = await db.passwordReset.findFirstOrThrow({ where: { userId: ownerId } });
    expect(row.tokenHash).toBe(hashResetToken(token));
    expect(row.tokenHash).not.toContain(token);
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(60, 0);

    const bad = await failure(
      publicCaller().account.resetPassword({
        token: `${token}x`,
        new_password: "a-reset-password-1",
      }),
    );
    expect(bad.message).toBe("This reset link has expired or was already used. Ask for a new one.");

    expect(
      await publicCaller().account.resetPassword({ token, new_password: "a-reset-password-1" }),
    ).toEqual({ reset: true });
    expect(await requestWith(cookie)).toBeNull();
    expect(
      await logIn({ email: ownerEmail, password: "a-reset-password-1", ip: "198.51.100.22" }),
    ).toMatchObject({ ok: true });

    const twice = await failure(
      publicCaller().account.resetPassword({ token, new_password: "a-reset-password-2" }),
    );
    expect(twice.message).toBe(
      "This reset link has expired or was already used. Ask for a new one.",
    );
    expect(
      await logIn({ email: ownerEmail, password: "a-reset-password-1", ip: "198.51.100.22" }),
    ).toMatchObject({ ok: true });
  });

  it("an expired link does nothing", async () => {
    const { ownerEmail, ownerId } = await createCompany();
    await publicCaller().account.forgotPassword({ email: ownerEmail });
    const token = await linkSentTo(ownerEmail);
    await db.passwordReset.updateMany({
      where: { userId: ownerId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await failure(
      publicCaller().account.resetPassword({ token, new_password: "a-reset-password-1" }),
    );
    expect(expired.code).toBe("invalid_state");
    expect(
      await logIn({ email: ownerEmail, password: "correct-horse-battery", ip: "198.51.100.23" }),
    ).toMatchObject({ ok: true });
  });

  it("does the same work for an email with and without an account: the request only queues the look-up", async () => {
    const { ownerEmail } = await createCompany();
    const nobody = uniqueEmail("nobody");
    const queued = async (email: string) =>
      db.$queryRaw<
        { name: string; data: unknown }[]
      >`SELECT name, data FROM ${Prisma.raw(jobsSchema())}.job WHERE data->>'email' = ${email} OR data->>'to' = ${email}`;
    for (const email of [ownerEmail, nobody]) {
      expect(await publicCaller().account.forgotPassword({ email })).toEqual({ sent: true });
      expect((await queued(email)).filter((j) => j.name === "password-reset")).toEqual([
        { name: "password-reset", data: { email } },
      ]);
    }
    await linkSentTo(ownerEmail);
  });

  it("answers the same for an email without an account, and mails nobody", async () => {
    const email = uniqueEmail("nobody");
    expect(await publicCaller().account.forgotPassword({ email })).toEqual({ sent: true });
    const { ownerEmail } = await createCompany();
    await publicCaller().account.forgotPassword({ email: ownerEmail });
    await linkSentTo(ownerEmail);
    expect(await db.sentEmail.count({ where: { to: email } })).toBe(0);
  });
});
