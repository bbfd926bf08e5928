// Issue 15 item 9: sign-up never reveals whether an email has an account. The form always
// answers "check your email"; the mailbox gets a link (new email) or a reminder (taken one),
// and the company exists only once the link is opened with the password chosen at sign-up.
import { describe, expect, it } from "vitest";
import { createCaller } from "~/server/api/root";
import { toAppError } from "~/server/api/trpc";
import { db } from "~/server/db";
import { eventually } from "./eventually";
import { contextFor, createCompany, uniqueEmail } from "./factories";

const PASSWORD = "a-good-long-password";
const caller = () =>
  createCaller(
    contextFor(null, {
      ip: `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    }),
  );
const form = (email: string, country = "GB") => ({
  company_name: "Otley Van Hire",
  name: "Olive Owner",
  email,
  password: PASSWORD,
  country,
});

async function emailTo(email: string) {
  return eventually(async () => {
    const mail = await db.sentEmail.findFirst({
      where: { to: email },
      orderBy: { createdAt: "desc" },
    });
    if (!mail) throw new Error(`no mail to ${email} yet`);
    return mail;
  });
}

const tokenIn = (text: string) => /\/signup\/confirm\/([A-Za-z0-9_-]{43})\n/.exec(text)?.[1];

async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return toAppError(error);
  }
  throw new Error("expected the call to fail");
}

describe("sign-up by emailed link", () => {
  it("answers a new and a taken email alike, and mails a link to one and a reminder to the other", async () => {
    const fresh = uniqueEmail();
    const { ownerEmail: taken } = await createCompany();

    const a = await caller().account.signUp(form(fresh));
    const b = await caller().account.signUp(form(taken.toUpperCase()));
    expect(a).toEqual({ email: fresh });
    expect(b).toEqual({ email: taken });

    const link = await emailTo(fresh);
    expect(link).toMatchObject({
      companyId: null,
      subject: "Confirm your email to finish signing up",
    });
    expect(tokenIn(link.text)).toBeDefined();
    const reminder = await emailTo(taken);
    expect(reminder).toMatchObject({
      companyId: null,
      subject: "You already have a Kerbside account",
    });
    expect(reminder.text).not.toContain("/signup/confirm/");
    expect(await db.signUpRequest.count({ where: { email: taken } })).toBe(0);
    // Nothing is made before the link is opened, and only the token's hash is stored.
    expect(await db.user.findUnique({ where: { email: fresh } })).toBeNull();
    const stored = await db.signUpRequest.findFirstOrThrow({ where: { email: fresh } });
    expect(stored.tokenHash).not.toBe(tokenIn(link.text));
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("makes the company, its Owner and the 10 free credits when the link is opened with the password", async () => {
    const email = uniqueEmail();
    await caller().account.signUp(form(email));
    const token = tokenIn((await emailTo(email)).text)!;

    expect(await caller().account.signUpLink({ token })).toEqual({
      email,
      company_name: "Otley Van Hire",
    });
    const wrong = await failure(
      caller().account.confirmSignUp({ token, password: "not-the-password" }),
    );
    expect(wrong).toMatchObject({ code: "invalid_request", errors: [{ pointer: "/password" }] });
    expect(await db.user.findUnique({ where: { email } })).toBeNull();

    expect(await caller().account.confirmSignUp({ token, password: PASSWORD })).toEqual({ email });
    const user = await db.user.findUniqueOrThrow({ where: { email }, include: { company: true } });
    expect(user).toMatchObject({ role: "OWNER", name: "Olive Owner" });
    expect(user.company).toMatchObject({
      name: "Otley Van Hire",
      country: "GB",
      creditBalance: 10,
    });

    // The link works once.
    expect(await caller().account.signUpLink({ token })).toBeNull();
    expect(
      await failure(caller().account.confirmSignUp({ token, password: PASSWORD })),
    ).toMatchObject({ code: "invalid_state" });
    expect(await db.company.count({ where: { contactEmail: email } })).toBe(1);
  });

  it("of two links for one email, the second to be opened finds the account already made", async () => {
    const email = uniqueEmail();
    await caller().account.signUp(form(email));
    const first = tokenIn((await emailTo(email)).text)!;
    await caller().account.signUp(form(email));
    const second = await eventually(async () => {
      const mails = await db.sentEmail.findMany({ where: { to: email } });
      if (mails.length < 2) throw new Error("second mail not sent yet");
      return mails.map((m) => tokenIn(m.text)).find((t) => t !== first)!;
    });
    await caller().account.confirmSignUp({ token: second, password: PASSWORD });
    expect(
      await failure(caller().account.confirmSignUp({ token: first, password: PASSWORD })),
    ).toMatchObject({ code: "invalid_state" });
    expect(await db.company.count({ where: { contactEmail: email } })).toBe(1);
  });

  it("refuses an expired link and a made-up one, and makes nothing", async () => {
    const email = uniqueEmail();
    await caller().account.signUp(form(email));
    const token = tokenIn((await emailTo(email)).text)!;
    await db.signUpRequest.updateMany({
      where: { email },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });

    expect(await caller().account.signUpLink({ token })).toBeNull();
    expect(
      await failure(caller().account.confirmSignUp({ token, password: PASSWORD })),
    ).toMatchObject({ code: "invalid_state" });
    expect(
      await failure(caller().account.confirmSignUp({ token: "x".repeat(43), password: PASSWORD })),
    ).toMatchObject({ code: "invalid_state" });
    expect(await db.user.findUnique({ where: { email } })).toBeNull();
  });

  it("refuses a company outside the UK at the form, mails nothing and stores nothing", async () => {
    const email = uniqueEmail();
    expect(await failure(caller().account.signUp(form(email, "FR")))).toMatchObject({
      code: "country_not_supported",
      errors: [{ pointer: "/country" }],
    });
    expect(await db.signUpRequest.count({ where: { email } })).toBe(0);
    expect(await db.sentEmail.count({ where: { to: email } })).toBe(0);
  });
});
