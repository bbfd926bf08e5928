// Mail goes out through a job: a service calls `enqueueMail(tx, mail)` inside the
// transaction of the change the mail reports, and the `mail` queue sends it after commit
// (retried on failure). Attachments travel as storage keys, never as bytes in the queue; a
// message holding a credential link (`storedText` given) travels sealed, so the job's row
// (kept a day after the send) never holds the link in the clear.
import type { Tx } from "../../db";
import { newId } from "../../ids";
import { storage } from "../../integrations/storage";
import { enqueueJob } from "../../jobs/queue/enqueue";
import type { Mail, QueuedMail, QueuedMailAttachment } from "../../models/email";
import { seal, unseal } from "../auth/secret-box";
import { sendMail } from "./send-mail";

/** Queues one email in the caller's transaction; it is sent once that transaction commits. */
export async function enqueueMail(tx: Tx, mail: Omit<Mail, "id" | "attachments"> & { attachments?: QueuedMailAttachment[] }): Promise<void> {
  const { storedText, ...rest } = mail;
  const id = newId("email");
  await enqueueJob(tx, "mail", storedText === undefined ? { ...rest, id } : { ...rest, id, text: storedText, sealedText: seal(mail.text) });
}

/** The `mail` job: opens a sealed text, reads the attachments from storage and sends. */
export async function sendQueuedMail(mail: QueuedMail): Promise<void> {
  const files = storage();
  const attachments = await Promise.all(
    (mail.attachments ?? []).map(async (a) => {
      const content = await files.get(a.storageKey);
      if (!content) throw new Error(`The attachment ${a.filename} is missing from storage.`);
      return { filename: a.filename, contentType: a.contentType, content };
    }),
  );
  const { sealedText, ...rest } = mail;
  const text = sealedText === undefined ? {} : { text: unseal(sealedText), storedText: mail.text };
  await sendMail({ ...rest, ...text, attachments });
}
