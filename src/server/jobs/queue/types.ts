// Every queue's name and the data its jobs carry. The table of queues (workers/queues.ts)
// gives each one a handler; `enqueueJob` checks the data against this map at compile time.
import type { QueuedEmail } from "../../models/email";

export type JobPayloads = {
  /** One email: sent through SMTP (or stored), with attachments read from storage. */
  email: QueuedEmail;
  /** "Forgot password" for an email: a link is mailed if it has an account (the request does the same work either way). */
  "password-reset": { email: string };
  /** Wakes the outbox dispatcher; it handles every undispatched event, not only the one that woke it. */
  "events-dispatch": Record<string, never>;
  /** One automatic attempt to deliver one event to one endpoint (`attempt` counts from 1). */
  "webhook-delivery": { messageId: string; attempt: number };
  /** The daily retention run: every company's policy, in batches (services/privacy). */
  retention: Record<string, never>;
  /** Files of rows the retention run committed as removed: deleted from storage. */
  "retention-files": { keys: string[] };
  /** Webhook recovery: every `recovering` message of the endpoint sent once more. */
  "webhook-recovery": { endpointId: string };
  /** The daily clean-up of the request log: entries older than 30 days go. */
  "request-log-cleanup": Record<string, never>;
  /** A new photo's copy scaled for the signed PDFs, made after its upload commits (services/reports/pdf-photo.ts). */
  "pdf-photo": { storageKey: string };
};

export type JobName = keyof JobPayloads;
