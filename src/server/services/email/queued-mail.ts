// Mail goes out through a job: a service calls `enqueueMail(tx, mail)` inside the
// transaction of the change the mail reports, and the `mail` queue sends it after commit
// (retried on failure). Attachments travel as storage keys, never as bytes in the queue.
import type { Tx } from "../../db";
import { newId } from "../../ids";
import { storage } from "../../integrations/storage";
import { enqueueJob } from "../../jobs/enqueue";
import type { QueuedMail } from "../../models/email";
import { sendMail } from "./send-mail";

/** Queues one email in the caller's transaction; it is sent once that transaction commits. */
export async function enqueueMail(tx: Tx, mail: Omit<QueuedMail, "id">): Promise<void> {
  await enqueueJob(tx, "mail", { ...mail, id: newId("email") });
}

/** The `mail` job: reads the attachments from storage and sends. */
export async function sendQueuedMail(mail: QueuedMail): Promise<void> {
  const files = storage();
  const attachments = await Promise.all(
    (mail.attachments ?? []).map(async (a) => {
      const content = await files.get(a.storageKey);
      if (!content) throw new Error(`The attachment ${a.filename} is missing from storage.`);
      return { filename: a.filename, contentType: a.contentType, content };
    }),
  );
  await sendMail({ ...mail, attachments });
}
