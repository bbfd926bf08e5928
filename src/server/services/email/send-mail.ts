// The one mail service. With SMTP_URL, mail goes out through nodemailer; without it
// (embedded mode, tests) it is only stored, and the Owner reads it on the "Sent
// email" page (mail for no company is also printed in the server log). Either way a copy is kept, so staff can see what a hirer received.
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/env";
import { db } from "../../db";
import { newId } from "../../ids";
import type { Mail } from "../../models/email";

const globalForMail = globalThis as unknown as { __kerbsideSmtp?: Transporter };

function smtp(): Transporter | undefined {
  if (!env.SMTP_URL) return undefined;
  globalForMail.__kerbsideSmtp ??= nodemailer.createTransport(env.SMTP_URL);
  return globalForMail.__kerbsideSmtp;
}

export async function sendMail(mail: Mail): Promise<{ id: string }> {
  if (mail.id && (await db.sentEmail.count({ where: { id: mail.id } }))) return { id: mail.id };
  const transport = smtp();
  if (transport) {
    await transport.sendMail({
      from: env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
    });
  } else if (mail.companyId === null) {
    // No SMTP: mail for no company (sign-up links, password resets) has no Sent email page.
    // In development the log is where its one reader finds it; in production its links are
    // credentials, so the log names the mail only.
    const body = env.NODE_ENV === "production" ? "(the text is not logged in production; set SMTP_URL)" : mail.text;
    console.info(`[mail] Not sent (SMTP_URL is unset). To ${mail.to}: ${mail.subject}\n${body}`);
  }
  const id = mail.id ?? newId("email");
  await db.sentEmail.create({
    data: {
      id,
      companyId: mail.companyId,
      to: mail.to,
      subject: mail.subject,
      text: transport || mail.linkGivenElsewhere ? (mail.storedText ?? mail.text) : mail.text,
      html: mail.html ?? null,
      attachments: (mail.attachments ?? []).map((a) => ({ filename: a.filename, content_type: a.contentType, size_bytes: a.content.length })),
      transport: transport ? "smtp" : "stored",
    },
  });
  return { id };
}
