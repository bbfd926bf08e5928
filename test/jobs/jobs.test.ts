// The jobs layer: a job enqueued in a transaction exists exactly when that transaction
// commits; the email job sends what was queued once, and so does a job queued under the
// queue's old name; /api/ready sees the queue's tables.
import { describe, expect, it } from "vitest";
import { GET as health } from "~/app/api/health/route";
import { GET as ready } from "~/app/api/ready/route";
import { db } from "~/server/db";
import { newId } from "~/server/ids";
import { boss } from "~/server/jobs/queue/boss";
import { enqueueEmail } from "~/server/services/email/queued-email";
import { storage } from "~/server/integrations/storage";
import { eventually } from "../eventually";
import { createCompany, uniqueEmail } from "../factories";

describe("background jobs", () => {
  it("sends a mail queued in a transaction that commits, once", async () => {
    const { companyId } = await createCompany({ name: "Jobs Mail Hire" });
    const to = uniqueEmail("queued");
    await db.$transaction(async (tx) => {
      await tx.company.update({ where: { id: companyId }, data: { name: "Jobs Mail Hire Ltd" } });
      await enqueueEmail(tx, { companyId, to, subject: "Queued", text: "Sent by a job." });
    });
    const mail = await eventually(() => db.sentEmail.findFirst({ where: { to } }), {
      what: "the queued mail",
    });
    expect(mail).toMatchObject({
      companyId,
      subject: "Queued",
      text: "Sent by a job.",
      transport: "stored",
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await db.sentEmail.count({ where: { to } })).toBe(1);
  });

  it("never sends a mail queued in a transaction that rolls back", async () => {
    const { companyId } = await createCompany({ name: "Jobs Rollback Hire" });
    const rolledBack = uniqueEmail("rolled-back");
    const committed = uniqueEmail("committed");
    await expect(
      db.$transaction(async (tx) => {
        await enqueueEmail(tx, {
          companyId,
          to: rolledBack,
          subject: "Never",
          text: "Never sent.",
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    // A mail queued after it, and sent, shows the queue has moved past the rolled-back one.
    await db.$transaction((tx) =>
      enqueueEmail(tx, { companyId, to: committed, subject: "After", text: "Sent." }),
    );
    await eventually(() => db.sentEmail.findFirst({ where: { to: committed } }));
    expect(await db.sentEmail.count({ where: { to: rolledBack } })).toBe(0);
  });

  it("attaches files from storage by key", async () => {
    const { companyId } = await createCompany({ name: "Jobs Attachment Hire" });
    const to = uniqueEmail("attachment");
    const key = `${companyId}/test/attachment.txt`;
    await storage().put(key, Buffer.from("hello attachment"), "text/plain");
    await db.$transaction((tx) =>
      enqueueEmail(tx, {
        companyId,
        to,
        subject: "With a file",
        text: "See attached.",
        attachments: [{ filename: "a.txt", contentType: "text/plain", storageKey: key }],
      }),
    );
    const mail = await eventually(() => db.sentEmail.findFirst({ where: { to } }));
    expect(mail.attachments).toEqual([
      { filename: "a.txt", content_type: "text/plain", size_bytes: 16 },
    ]);
  });

  it("still sends an email queued under the queue's old name, mail, before the rename to email", async () => {
    const { companyId } = await createCompany({ name: "Jobs Old Queue Hire" });
    const to = uniqueEmail("old-queue");
    const id = newId("email");
    // The queue as the release before the rename left it: created, with a job waiting.
    if (!(await boss().getQueue("mail"))) await boss().createQueue("mail");
    await boss().send("mail", {
      id,
      companyId,
      to,
      subject: "Queued before the rename",
      text: "Sent from the old queue.",
    });
    const sent = await eventually(() => db.sentEmail.findFirst({ where: { to } }), {
      what: "the email queued under mail",
    });
    expect(sent).toMatchObject({
      id,
      companyId,
      subject: "Queued before the rename",
      text: "Sent from the old queue.",
      transport: "stored",
    });
  });

  it("/api/ready answers ready with the queue's tables, and /api/health ok", async () => {
    const response = await ready(new Request("http://localhost/api/ready"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ready",
      checks: { database: true, migrations: true, jobs: true },
    });
    expect(await health().json()).toEqual({ status: "ok" });
  });
});
