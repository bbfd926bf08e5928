// Email goes out through a job: a service calls `enqueueEmail(tx, email)` inside the
// transaction of the change the email reports, and the `email` queue sends it after commit
// (retried on failure). Attachments travel as storage keys, never as bytes in the queue; a
// message holding a credential link (`storedText` given) travels sealed, so the job's row
// (kept a day after the send) never holds the link in the clear.
import type { Tx } from "../../db";
import { newId } from "../../ids";
import { storage } from "../../integrations/storage";
import { enqueueJob } from "../../jobs/queue/enqueue";
import type { Email, QueuedEmail, QueuedEmailAttachment } from "../../models/email";
import { seal, unseal } from "../auth/secret-box";
import { sendEmail } from "./send-email";

/** Queues one email in the caller's transaction; it is sent once that transaction commits. */
export async function enqueueEmail(
  tx: Tx,
  email: Omit<Email, "id" | "attachments"> & { attachments?: QueuedEmailAttachment[] },
): Promise<void> {
  const { storedText, ...rest } = email;
  const id = newId("email");
  await enqueueJob(
    tx,
    "email",
    storedText === undefined
      ? { ...rest, id }
      : { ...rest, id, text: storedText, sealedText: seal(email.text) },
  );
}

/** The `email` job: opens a sealed text, reads the attachments from storage and sends. */
export async function sendQueuedEmail(email: QueuedEmail): Promise<void> {
  const files = storage();
  const attachments = await Promise.all(
    (email.attachments ?? []).map(async (a) => {
      const content = await files.get(a.storageKey);
      if (!content) throw new Error(`The attachment ${a.filename} is missing from storage.`);
      return { filename: a.filename, contentType: a.contentType, content };
    }),
  );
  const { sealedText, ...rest } = email;
  const text = sealedText === undefined ? {} : { text: unseal(sealedText), storedText: email.text };
  await sendEmail({ ...rest, ...text, attachments });
}
