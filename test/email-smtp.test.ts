// The real SMTP path of the mail service, against a local SMTP server (smtp-server
// speaks the protocol nodemailer uses in production).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startInbox } from "./smtp-inbox";

let inbox: Awaited<ReturnType<typeof startInbox>>;
let port: number;
let received: Awaited<ReturnType<typeof startInbox>>["received"];

beforeAll(async () => {
  inbox = await startInbox();
  ({ port, received } = inbox);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await inbox.close();
});

/** The mail service as configured with `smtpUrl` (the environment is read when the module loads). */
async function emailServiceWith(smtpUrl: string) {
  vi.stubEnv("SMTP_URL", smtpUrl);
  vi.resetModules();
  (globalThis as { __kerbsideSmtp?: unknown }).__kerbsideSmtp = undefined;
  const [{ sendEmail }, { db }] = await Promise.all([
    import("~/server/services/email/send-email"),
    import("~/server/db"),
  ]);
  return { sendEmail, db };
}

describe("mail over SMTP (SMTP_URL set)", () => {
  it("delivers the message with its attachment and keeps a copy marked smtp", async () => {
    const { sendEmail, db } = await emailServiceWith(`smtp://127.0.0.1:${port}`);
    const { id } = await sendEmail({
      companyId: null,
      to: "hirer@example.test",
      subject: "Your inspection report AB12CDE",
      text: "Your signed report is attached.",
      attachments: [
        {
          filename: "report-AB12CDE.pdf",
          contentType: "application/pdf",
          content: Buffer.from("%PDF-1.7 test"),
        },
      ],
    });
    const message = received.at(-1);
    expect(message?.to).toEqual(["hirer@example.test"]);
    expect(message?.raw).toContain("Subject: Your inspection report AB12CDE");
    expect(message?.raw).toContain("filename=report-AB12CDE.pdf");
    const stored = await db.sentEmail.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({
      transport: "smtp",
      to: "hirer@example.test",
      attachments: [
        { filename: "report-AB12CDE.pdf", content_type: "application/pdf", size_bytes: 13 },
      ],
    });
  });

  it("fails loudly when the SMTP server cannot be reached, and records nothing as sent", async () => {
    const { sendEmail, db } = await emailServiceWith("smtp://127.0.0.1:9");
    const before = await db.sentEmail.count({ where: { to: "nobody@example.test" } });
    await expect(
      sendEmail({ companyId: null, to: "nobody@example.test", subject: "x", text: "y" }),
    ).rejects.toThrow();
    expect(await db.sentEmail.count({ where: { to: "nobody@example.test" } })).toBe(before);
  });
});

describe("stored copies of mail with a private link (issue 15 item 9)", () => {
  it("over SMTP the message carries the invitation link, the stored copy says it was removed", async () => {
    const { sendEmail, db } = await emailServiceWith(`smtp://127.0.0.1:${port}`);
    const { INVITATION_LINK_REMOVED } = await import("~/server/services/team/invitation-email");
    const to = `invitee-${Date.now()}@example.test`;
    const { id } = await sendEmail({
      companyId: null,
      to,
      subject: "You are invited",
      text: "Open https://kerbside.example/invite/secret-token-abc to join.",
      storedText: `Open ${INVITATION_LINK_REMOVED} to join.`,
    });
    const message = received.find((r) => r.to.includes(to));
    expect(message?.raw).toContain("secret-token-abc");
    const stored = await db.sentEmail.findUniqueOrThrow({ where: { id } });
    expect(stored.text).not.toContain("secret-token-abc");
    expect(stored.text).toContain("[link removed");
  });
});
