// The one table of queues: name, handler, retry policy, concurrency. A handler is a thin
// call into a service, like a tRPC procedure. Every process creates these queues at start;
// workers (`npm run worker`, or the web process with JOBS_IN_PROCESS) run the handlers.
import { emailHandler } from "./handlers/email";
import { passwordResetHandler } from "./handlers/password-reset";
import { pdfPhotoHandler } from "./handlers/pdf-photo";
import { requestLogCleanupHandler } from "./handlers/request-log";
import { retentionFilesHandler, retentionHandler } from "./handlers/retention";
import { deliveryBatchHandler, dispatchBatchHandler, recoveryHandler } from "./handlers/webhooks";
import type { JobName, JobPayloads } from "../queue/types";

/** Queues nothing is enqueued to any more, worked until the jobs queued before a rename are done. */
type DrainingPayloads = {
  /** The `email` queue's name before the rename. */
  mail: JobPayloads["email"];
};

/** Every queue a worker runs: those services enqueue to, and the draining ones. */
export type WorkedPayloads = JobPayloads & DrainingPayloads;
export type WorkedName = keyof WorkedPayloads;

/** One job at a time, or every job of a fetched batch at once. */
type Handling<N extends WorkedName> =
  | { handler: (data: WorkedPayloads[N]) => Promise<unknown>; batchHandler?: never }
  | {
      /** Answers, in the batch's order, null for each job done or the error that job failed with. */
      batchHandler: (data: WorkedPayloads[N][]) => Promise<unknown[]>;
      handler?: never;
    };

/** How pg-boss keeps and retries a queue's jobs, and how a worker fetches them. */
export type QueueSettings = {
  /** pg-boss's own retries: for a handler that threw or a worker that died mid-job. */
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A job still active after this long is taken as lost (its worker died) and retried. */
  expireInSeconds: number;
  /** Fetch loops per worker process, and jobs each loop fetches and runs side by side. */
  loops: number;
  batchSize: number;
  /** How long a finished job's row is kept. */
  deleteAfterSeconds: number;
};

export type QueueDefinition<N extends WorkedName> = Handling<N> & QueueSettings;

const email = {
  handler: emailHandler,
  retryLimit: 8,
  retryDelaySeconds: 15,
  retryBackoff: true,
  expireInSeconds: 120,
  loops: 1,
  batchSize: 4,
  deleteAfterSeconds: 24 * 60 * 60,
} satisfies QueueDefinition<"email">;

export const QUEUES: { [N in WorkedName]: QueueDefinition<N> } = {
  email,
  // Drains the jobs queued under the old name before the rename to "email" (a deployment
  // may hold some); can be removed in a later release, once every deployment has sent them.
  mail: email,
  "password-reset": {
    handler: passwordResetHandler,
    retryLimit: 5,
    retryDelaySeconds: 15,
    retryBackoff: true,
    expireInSeconds: 60,
    loops: 1,
    batchSize: 4,
    deleteAfterSeconds: 60 * 60,
  },
  // Woken by every event's transaction; also swept every minute by a schedule. The wake-ups
  // fetched together are answered by one run.
  "events-dispatch": {
    batchHandler: dispatchBatchHandler,
    retryLimit: 10,
    retryDelaySeconds: 2,
    retryBackoff: true,
    expireInSeconds: 60,
    loops: 1,
    batchSize: 100,
    deleteAfterSeconds: 60 * 60,
  },
  // One automatic attempt; the webhook retry schedule is its own (the next attempt is a new
  // job), so pg-boss's retries here only cover a handler that threw or a worker that died.
  // A batch's attempts go side by side and take at most 10 s, so an active job after 20 s has
  // lost its worker.
  "webhook-delivery": {
    batchHandler: deliveryBatchHandler,
    retryLimit: 5,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 20,
    loops: 4,
    batchSize: 50,
    deleteAfterSeconds: 24 * 60 * 60,
  },
  // Daily. Each batch commits on its own, so a run killed midway (expired, retried, or the next
  // day's) finds only what is left; an hour covers the bench's scale data several times over.
  retention: {
    handler: retentionHandler,
    retryLimit: 3,
    retryDelaySeconds: 300,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
    loops: 1,
    batchSize: 1,
    deleteAfterSeconds: 7 * 24 * 60 * 60,
  },
  // Deleting a missing file is no error, so a job run twice does no harm.
  "retention-files": {
    handler: retentionFilesHandler,
    retryLimit: 10,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 300,
    loops: 1,
    batchSize: 2,
    deleteAfterSeconds: 24 * 60 * 60,
  },
  // A claimed batch is never sent twice; a job that dies leaves what it had not claimed to its retry.
  "webhook-recovery": {
    handler: recoveryHandler,
    retryLimit: 3,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    loops: 1,
    batchSize: 2,
    deleteAfterSeconds: 24 * 60 * 60,
  },
  // Daily; each batch of 5,000 is its own statement, so a run killed midway loses nothing.
  "request-log-cleanup": {
    handler: requestLogCleanupHandler,
    retryLimit: 3,
    retryDelaySeconds: 300,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
    loops: 1,
    batchSize: 1,
    deleteAfterSeconds: 7 * 24 * 60 * 60,
  },
  // A photo whose copy is not made yet is scaled by the first PDF that shows it, so a lost job
  // costs that PDF time, never a photo; two at a time, so uploads in a burst leave CPU to requests.
  "pdf-photo": {
    handler: pdfPhotoHandler,
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    loops: 1,
    batchSize: 2,
    deleteAfterSeconds: 60 * 60,
  },
};

/** Cron schedules, run by supervising (worker) processes. */
export const SCHEDULES: { name: JobName; cron: string }[] = [
  { name: "events-dispatch", cron: "* * * * *" },
  // 02:30 UTC, a quiet hour for UK fleets.
  { name: "retention", cron: "30 2 * * *" },
  { name: "request-log-cleanup", cron: "45 2 * * *" },
];
