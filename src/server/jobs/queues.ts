// The one table of queues: name, handler, retry policy, concurrency. A handler is a thin
// call into a service, like a tRPC procedure. Every process creates these queues at start;
// workers (`npm run worker`, or the web process with JOBS_IN_PROCESS) run the handlers.
import { mailHandler } from "./handlers/mail";
import type { JobName, JobPayloads } from "./types";

export type QueueDefinition<N extends JobName> = {
  handler: (data: JobPayloads[N]) => Promise<unknown>;
  /** pg-boss's own retries: for a handler that threw or a worker that died mid-job. */
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A job still active after this long is taken as lost (its worker died) and retried. */
  expireInSeconds: number;
  /** Jobs one worker process runs at once. */
  concurrency: number;
  /** How long a finished job's row is kept. */
  deleteAfterSeconds: number;
};

export const QUEUES: { [N in JobName]: QueueDefinition<N> } = {
  mail: {
    handler: mailHandler,
    retryLimit: 8,
    retryDelaySeconds: 15,
    retryBackoff: true,
    expireInSeconds: 120,
    concurrency: 4,
    deleteAfterSeconds: 24 * 60 * 60,
  },
};
