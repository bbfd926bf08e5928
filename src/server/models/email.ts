// An email Kerbside sends: the message, and the same message as the `mail` job carries it
// (attachments as storage keys, never bytes in the queue).
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type Mail = {
  /** The stored copy's id; a mail whose id is already stored is not sent again (a retried job). */
  id?: string;
  companyId: string | null;
  to: string;
  subject: string;
  text: string;
  /**
   * The stored copy's text when it must not hold what only the recipient may use (an
   * invitation link): the message carries `text`, the "Sent email" page shows this. Without
   * SMTP the stored copy is the only delivery, so it keeps `text`.
   */
  storedText?: string;
  html?: string;
  attachments?: MailAttachment[];
};

export type QueuedMailAttachment = { filename: string; contentType: string; storageKey: string };

export type QueuedMail = Omit<Mail, "attachments" | "id"> & {
  /** The stored copy's id (`eml_`), fixed at enqueue time so a retried job never stores it twice. */
  id: string;
  attachments?: QueuedMailAttachment[];
};
