// Links that are credentials (a hirer's signing link, an invitation, a password reset, a
// sign-up confirmation) reach their recipient over SMTP and are kept nowhere else: after the
// send, no table of the database holds the token (only its hash), neither the stored copy
// ("Sent email"), the mail job's data, nor the answer kept for an Idempotency-Key.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "~/env";
import { createCaller } from "~/server/api/root";
import { db } from "~/server/db";
import { SIGNING_LINK_REMOVED } from "~/server/services/signing/signing-email";
import { INVITATION_LINK_REMOVED } from "~/server/services/team/invitation-email";
import { agreementCompany, createDraft } from "./agreements/helpers";
import { call, json } from "./api/http";
import { eventually } from "./eventually";
import { contextFor, createCompany, staff, uniqueEmail } from "./factories";
import { startInbox } from "./smtp-inbox";

let smtp: Awaited<ReturnType<typeof startInbox>>;
let inbox: Awaited<ReturnType<typeof startInbox>>["received"];

const forgetTransport = () =>
  ((globalThis as { __kerbsideSmtp?: unknown }).__kerbsideSmtp = undefined);

const smtpUrlBefore = env.SMTP_URL;

beforeAll(async () => {
  smtp = await startInbox();
  inbox = smtp.received;
  forgetTransport();
  Object.assign(env, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
});

afterAll(async () => {
  // The files after this one in the same worker send as before: stored, not over SMTP.
  Object.assign(env, { SMTP_URL: smtpUrlBefore });
  forgetTransport();
  await smtp.close();
});

/** The token of the link matching `pattern` in the mail `to` received. */
async function tokenEmailedTo(to: string, pattern: RegExp): Promise<string> {
  return eventually(
    () =>
      Promise.resolve(
        inbox.find((m) => m.to.includes(to) && pattern.test(m.text))?.text.match(pattern)?.[1],
      ),
    { what: `a link mailed to ${to}` },
  );
}

/** Every table, in every schema (the job queue's included), with a row whose text holds `secret`. */
async function tablesHolding(secret: string): Promise<string[]> {
  const tables = await db.$queryRaw<{ schema: string; name: string }[]>`
    SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`;
  const holding: string[] = [];
  for (const { schema, name } of tables) {
    const rows = await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${schema}"."${name}" AS t WHERE t::text LIKE $1`,
      `%${secret}%`,
    );
    if (rows[0]?.n) holding.push(`${schema}.${name}`);
  }
  return holding;
}

/** The stored copy of the mail to `to` once the mail job has sent it. */
const storedCopy = (to: string) =>
  eventually(() => db.sentEmail.findFirst({ where: { to }, orderBy: { id: "desc" } }), {
    what: `the stored copy of the mail to ${to}`,
  });

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("credential links over SMTP", () => {
  it("the signing link reaches the hirer, and neither Sent email, the job, nor a replayed send keeps it", async () => {
    const c = await agreementCompany();
    const draft = await createDraft(c);
    const send = () =>
      call("POST", `/agreements/${draft.id}/send`, {
        key: c.key,
        body: {},
        headers: { "Idempotency-Key": `send-${draft.id}` },
      });
    const first = await send();
    expect(first.status).toBe(200);
    const { signing_url: signingUrl } = await json<{ signing_url: string }>(first);
    const token = signingUrl.split("/sign/")[1]!;
    expect(await tokenEmailedTo("amelia@example.test", /\/sign\/([A-Za-z0-9_-]+)/)).toBe(token);

    // Contract section 7: the replay is the first answer again, link included.
    const replay = await send();
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect((await json<{ signing_url: string }>(replay)).signing_url).toBe(signingUrl);

    const copy = await storedCopy("amelia@example.test");
    expect(copy).toMatchObject({ companyId: c.companyId, transport: "smtp" });
    const owner = staff(c.companyId, c.ownerId, "OWNER");
    const shown = await owner.settings.email.get({ id: copy.id });
    expect(shown.text).toContain(SIGNING_LINK_REMOVED);
    expect(shown.text).not.toContain(token);
    expect(await tablesHolding(token)).toEqual([]);
    expect(
      (await db.agreement.findUniqueOrThrow({ where: { id: draft.id } })).signingTokenHash,
    ).toBe(sha256(token));
  });

  it("an invitation's link reaches the invitee, works, and is kept nowhere", async () => {
    const { companyId, ownerId } = await createCompany();
    const email = uniqueEmail("invitee");
    await staff(companyId, ownerId, "OWNER").settings.team.invite({ email, role: "INSPECTOR" });
    const token = await tokenEmailedTo(email, /\/invite\/([A-Za-z0-9_-]+)/);
    expect((await storedCopy(email)).text).toContain(INVITATION_LINK_REMOVED);
    expect(await tablesHolding(token)).toEqual([]);
    await createCaller(contextFor(null)).settings.team.acceptInvitation({
      token,
      name: "Ivy Invitee",
      password: "a-good-long-password",
    });
    expect(await db.user.count({ where: { email } })).toBe(1);
  });

  it("a password reset's link reaches the account's mailbox and is kept nowhere", async () => {
    const { ownerEmail } = await createCompany();
    await createCaller(contextFor(null, { ip: "198.51.100.77" })).account.forgotPassword({
      email: ownerEmail,
    });
    const token = await tokenEmailedTo(ownerEmail, /\/login\/reset\?token=([A-Za-z0-9_-]+)/);
    expect((await storedCopy(ownerEmail)).text).toContain("[reset link removed");
    expect(await tablesHolding(token)).toEqual([]);
  });

  it("a sign-up confirmation's link reaches the mailbox and is kept nowhere", async () => {
    const email = uniqueEmail("signup");
    const form = {
      company_name: "Linkless Hire",
      name: "Sam Signup",
      email,
      password: "a-good-long-password",
      country: "GB",
    };
    await createCaller(contextFor(null, { ip: "198.51.100.78" })).account.signUp(form);
    const token = await tokenEmailedTo(email, /\/signup\/confirm\/([A-Za-z0-9_-]+)/);
    expect((await storedCopy(email)).text).toContain("[sign-up link removed");
    expect(await tablesHolding(token)).toEqual([]);
  });
});
