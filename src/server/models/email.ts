// An email Kerbside sends: the message, and the same message as the `email` job carries it
// (attachments as storage keys, never bytes in the queue).
export type EmailAttachment = { filename: string; contentType: string; content: Buffer };

export type Email = {
  /** The stored copy's id; an email whose id is already stored is not sent again (a retried job). */
  id?: string;
  companyId: string | null;
  to: string;
  subject: string;
  text: string;
  /**
   * For a message holding what only the recipient may use (a link that is a credential): the
   * same text with the link replaced by a note. The queued job carries it in the clear and
   * `text` only sealed; once SMTP has delivered the message, the stored copy (the "Sent email"
   * page) keeps this. Without SMTP the stored copy is the only delivery and keeps `text`,
   * unless `linkGivenElsewhere`.
   */
  storedText?: string;
  /** The link was handed over another way (a signing link, in the answer to the send): no stored copy ever keeps it. */
  linkGivenElsewhere?: boolean;
  html?: string;
  attachments?: EmailAttachment[];
};

export type QueuedEmailAttachment = { filename: string; contentType: string; storageKey: string };

export type QueuedEmail = Omit<Email, "attachments" | "id" | "storedText"> & {
  /** The stored copy's id (`eml_`), fixed at enqueue time so a retried job never stores it twice. */
  id: string;
  /** With it, `text` is the stored copy's text and this the message's, sealed (secret-box) until the job sends it. */
  sealedText?: string;
  attachments?: QueuedEmailAttachment[];
};
