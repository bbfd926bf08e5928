// Every queue's name and the data its jobs carry. The table of queues (queues.ts) gives
// each one a handler; `enqueueJob` checks the data against this map at compile time.
import type { QueuedMail } from "../services/mail/queued-mail";

export type JobPayloads = {
  /** One email: sent through SMTP (or stored), with attachments read from storage. */
  mail: QueuedMail;
};

export type JobName = keyof JobPayloads;
