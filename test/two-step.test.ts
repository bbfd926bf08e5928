// Issue 14 items 4-5: two-step sign-in (TOTP), signed-in devices, and handing the company over.
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { toAppError } from "~/server/api/trpc";
import { db } from "~/server/db";
import { logIn } from "~/server/services/auth/log-in";
import { staffCaller } from "~/server/services/auth/sessions";
import { createCaller } from "~/server/api/root";
import { addUser, contextFor, createCompany } from "./factories";

const PASSWORD = "correct-horse-battery";
const ip = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}`;

async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return toAppError(error);
  }
  throw new Error("expected the call to fail");
}

/** A caller as the browser would be after logging in on one device. */
async function signedIn(
  email: string,
  code?: string,
  userAgent = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1",
) {
  const result = await logIn({ email, password: PASSWORD, ip: ip(), code, userAgent });
  if (!result.ok) throw new Error(`log-in failed: ${result.reason}`);
  const caller = await staffCaller({
    userId: result.user.id,
    sessionVersion: result.user.sessionVersion,
    sessionId: result.user.sessionId,
  });
  if (!caller) throw new Error("no caller");
  return { sessionId: result.user.sessionId, api: createCaller(contextFor(caller)) };
}

/** The next code for `secret` after the step already used, as an authenticator app shows it 30 s later. */
const codeAt = (secret: string, offsetSeconds: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

describe("two-step sign-in", () => {
  it("sets up with a first code, then asks for a code at log-in; each code and recovery code works once", async () => {
    const { ownerEmail } = await createCompany();
    const { api } = await signedIn(ownerEmail);
    expect(await api.account.twoStep()).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required_by_company: false,
    });

    const setup = await api.account.startTwoStep();
    expect(setup.otpauth_url).toContain("otpauth://totp/Kerbside");
    expect(setup.qr_svg).toContain("<svg");
    const stored = await db.user.findUniqueOrThrow({ where: { email: ownerEmail } });
    expect(stored.totpSecret).not.toContain(setup.secret);

    expect(await failure(api.account.confirmTwoStep({ code: "000000" }))).toMatchObject({
      code: "invalid_request",
      errors: [{ pointer: "/code" }],
    });
    // The code shown when the set-up was confirmed, kept as it was: a slow run that crosses into
    // the next 30-second step must not turn "the same code again" into a new one.
    const confirmedCode = await codeAt(setup.secret, 0);
    const { recovery_codes } = await api.account.confirmTwoStep({ code: confirmedCode });
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    expect(
      await db.recoveryCode.count({
        where: { userId: stored.id, codeHash: { in: recovery_codes } },
      }),
    ).toBe(0);

    expect(await logIn({ email: ownerEmail, password: PASSWORD, ip: ip() })).toEqual({
      ok: false,
      reason: "code_required",
    });
    expect(
      await logIn({ email: ownerEmail, password: PASSWORD, ip: ip(), code: "123456" }),
    ).toEqual({ ok: false, reason: "code_invalid" });
    // The code that confirmed the set-up is used; the next one is not.
    expect(
      await logIn({ email: ownerEmail, password: PASSWORD, ip: ip(), code: confirmedCode }),
    ).toMatchObject({ ok: false });
    const next = await codeAt(setup.secret, 30);
    expect(
      await logIn({ email: ownerEmail, password: PASSWORD, ip: ip(), code: next }),
    ).toMatchObject({ ok: true });
    expect(await logIn({ email: ownerEmail, password: PASSWORD, ip: ip(), code: next })).toEqual({
      ok: false,
      reason: "code_invalid",
    });

    const recovery = recovery_codes[0]!;
    expect(
      await logIn({
        email: ownerEmail,
        password: PASSWORD,
        ip: ip(),
        code: recovery.toLowerCase(),
      }),
    ).toMatchObject({ ok: true });
    expect(
      await logIn({ email: ownerEmail, password: PASSWORD, ip: ip(), code: recovery }),
    ).toEqual({ ok: false, reason: "code_invalid" });
    expect((await api.account.twoStep()).recovery_codes_left).toBe(9);
    // New codes ask for the password again; the old ones stop working.
    expect(
      await failure(api.account.regenerateRecoveryCodes({ password: "not-the-password" })),
    ).toMatchObject({ errors: [{ pointer: "/password" }] });
    const renewed = await api.account.regenerateRecoveryCodes({ password: PASSWORD });
    expect((await api.account.twoStep()).recovery_codes_left).toBe(10);
    expect(
      await logIn({ email: ownerEmail, password: PASSWORD, ip: ip(), code: recovery_codes[2] }),
    ).toEqual({ ok: false, reason: "code_invalid" });
    expect(
      await logIn({
        email: ownerEmail,
        password: PASSWORD,
        ip: ip(),
        code: renewed.recovery_codes[0],
      }),
    ).toMatchObject({ ok: true });
    // A wrong password with a right code is still a wrong password.
    expect(
      await logIn({
        email: ownerEmail,
        password: "not-the-password",
        ip: ip(),
        code: recovery_codes[1],
      }),
    ).toEqual({ ok: false, reason: "invalid" });
  });

  it("turns off only with the password, and not while the company requires it", async () => {
    const { ownerEmail } = await createCompany();
    const { api } = await signedIn(ownerEmail);
    expect(await failure(api.settings.team.setTwoStepRule({ required: true }))).toMatchObject({
      code: "invalid_state",
    });
    const setup = await api.account.startTwoStep();
    await api.account.confirmTwoStep({ code: await codeAt(setup.secret, 0) });
    await api.settings.team.setTwoStepRule({ required: true });

    expect(await failure(api.account.disableTwoStep({ password: "nope" }))).toMatchObject({
      code: "invalid_request",
      errors: [{ pointer: "/password" }],
    });
    expect(await failure(api.account.disableTwoStep({ password: PASSWORD }))).toMatchObject({
      code: "forbidden",
    });
    await api.settings.team.setTwoStepRule({ required: false });
    expect(await api.account.disableTwoStep({ password: PASSWORD })).toEqual({ enabled: false });
    expect(await logIn({ email: ownerEmail, password: PASSWORD, ip: ip() })).toMatchObject({
      ok: true,
    });
  });

  it("a member of a company that requires it can do nothing but set it up", async () => {
    const { companyId, ownerEmail } = await createCompany();
    const owner = (await signedIn(ownerEmail)).api;
    const setup = await owner.account.startTwoStep();
    await owner.account.confirmTwoStep({ code: await codeAt(setup.secret, 0) });
    await owner.settings.team.setTwoStepRule({ required: true });
    expect(
      await failure(
        createCaller(contextFor(null)).settings.team.setTwoStepRule({ required: false }),
      ),
    ).toMatchObject({ code: "unauthenticated" });

    const member = await addUser(companyId, "INSPECTOR");
    const { api } = await signedIn(member.email);
    expect(await api.account.me()).toMatchObject({ two_step_setup_required: true });
    expect(await failure(api.fleet.list({}))).toMatchObject({ code: "forbidden" });
    const mine = await api.account.startTwoStep();
    await api.account.confirmTwoStep({ code: await codeAt(mine.secret, 0) });
    const after = (await signedIn(member.email, await codeAt(mine.secret, 30))).api;
    expect(await after.account.me()).toMatchObject({ two_step_setup_required: false });
    expect(await after.fleet.list({})).toMatchObject({ data: [] });
  });
});

describe("signed-in devices", () => {
  it("lists the user's devices and ends one, or every other, at once", async () => {
    const { ownerEmail } = await createCompany();
    const phone = await signedIn(ownerEmail);
    const laptop = await signedIn(
      ownerEmail,
      undefined,
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
    );
    const tablet = await signedIn(ownerEmail);

    const devices = await laptop.api.account.sessions();
    expect(devices).toHaveLength(3);
    expect(devices.find((d) => d.current)).toMatchObject({
      id: laptop.sessionId,
      device: "Chrome on Windows",
    });
    expect(devices.find((d) => d.id === phone.sessionId)).toMatchObject({
      device: "Safari on iOS (iPhone)",
      current: false,
    });

    await laptop.api.account.endSession({ session_id: phone.sessionId });
    const user = await db.user.findUniqueOrThrow({ where: { email: ownerEmail } });
    expect(
      await staffCaller({
        userId: user.id,
        sessionVersion: user.sessionVersion,
        sessionId: phone.sessionId,
      }),
    ).toBeNull();

    expect(await laptop.api.account.endOtherSessions()).toEqual({ ended: 1 });
    expect(
      await staffCaller({
        userId: user.id,
        sessionVersion: user.sessionVersion,
        sessionId: tablet.sessionId,
      }),
    ).toBeNull();
    expect(
      await staffCaller({
        userId: user.id,
        sessionVersion: user.sessionVersion,
        sessionId: laptop.sessionId,
      }),
    ).not.toBeNull();
  });

  it("another user's device is not found and stays signed in", async () => {
    const a = await createCompany();
    const b = await createCompany();
    const mine = await signedIn(a.ownerEmail);
    const theirs = await signedIn(b.ownerEmail);
    expect(
      await failure(mine.api.account.endSession({ session_id: theirs.sessionId })),
    ).toMatchObject({ code: "not_found" });
    expect((await theirs.api.account.sessions()).map((d) => d.id)).toContain(theirs.sessionId);
    expect(
      await failure(mine.api.account.endSession({ session_id: "x".repeat(101) })),
    ).toMatchObject({ code: "invalid_request" });
  });
});

describe("handing the company over", () => {
  it("makes the member an Owner and the Owner a Manager, with the password asked again", async () => {
    const { companyId, ownerEmail, ownerId } = await createCompany();
    const member = await addUser(companyId, "MANAGER");
    const { api } = await signedIn(ownerEmail);

    expect(
      await failure(api.settings.team.transferOwnership({ user_id: member.id, password: "wrong" })),
    ).toMatchObject({ errors: [{ pointer: "/password" }] });
    expect(
      await failure(api.settings.team.transferOwnership({ user_id: ownerId, password: PASSWORD })),
    ).toMatchObject({ errors: [{ pointer: "/user_id" }] });
    const other = await createCompany();
    expect(
      await failure(
        api.settings.team.transferOwnership({ user_id: other.ownerId, password: PASSWORD }),
      ),
    ).toMatchObject({ code: "not_found" });
    expect((await db.user.findUniqueOrThrow({ where: { id: ownerId } })).role).toBe("OWNER");

    expect(
      await api.settings.team.transferOwnership({ user_id: member.id, password: PASSWORD }),
    ).toMatchObject({ id: member.id, role: "OWNER" });
    expect((await db.user.findUniqueOrThrow({ where: { id: ownerId } })).role).toBe("MANAGER");
    expect((await db.user.findUniqueOrThrow({ where: { id: other.ownerId } })).role).toBe("OWNER");
    // Now a Manager, the former Owner may not hand it over again.
    expect(
      await failure(
        api.settings.team.transferOwnership({ user_id: member.id, password: PASSWORD }),
      ),
    ).toMatchObject({ code: "forbidden" });
  });
});
