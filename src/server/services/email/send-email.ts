// The one email service. With SMTP_URL, email goes out through nodemailer; without it
// (embedded mode, tests) it is only stored, and the Owner reads it on the "Sent
// email" page (email for no company is also printed in the server log). Either way a copy is kept, so staff can see what a hirer received.
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/env";
import { db } from "../../db";
import { newId } from "../../ids";
import type { Email } from "../../models/email";
import { logger } from "../../observability/logger";

const globalForEmail = globalThis as unknown as { __kerbsideSmtp?: Transporter };

function smtp(): Transporter | undefined {
  if (!env.SMTP_URL) return undefined;
  globalForEmail.__kerbsideSmtp ??= nodemailer.createTransport(env.SMTP_URL);
  return globalForEmail.__kerbsideSmtp;
}

export async function sendEmail(email: Email): Promise<{ id: string }> {
  if (email.id && (await db.sentEmail.count({ where: { id: email.id } }))) return { id: email.id };
  const transport = smtp();
  if (transport) {
    await transport.sendMail({
      from: env.MAIL_FROM,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      attachments: email.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
      })),
    });
  } else if (email.companyId === null) {
    // No SMTP: email for no company (sign-up links, password resets: a staff member's) has no
    // Sent email page. In development the log is where its one reader finds it; in production
    // its links are credentials, so the log names the email only.
    logger.info(
      {
        recipient: email.to,
        subject: email.subject,
        text:
          env.NODE_ENV === "production"
            ? "(the text is not logged in production; set SMTP_URL)"
            : email.text,
      },
      "Email not sent (SMTP_URL is unset)",
    );
  }
  const id = email.id ?? newId("email");
  await db.sentEmail.create({
    data: {
      id,
      companyId: email.companyId,
      to: email.to,
      subject: email.subject,
      text: transport || email.linkGivenElsewhere ? (email.storedText ?? email.text) : email.text,
      html: email.html ?? null,
      attachments: (email.attachments ?? []).map((a) => ({
        filename: a.filename,
        content_type: a.contentType,
        size_bytes: a.content.length,
      })),
      transport: transport ? "smtp" : "stored",
    },
  });
  return { id };
}
