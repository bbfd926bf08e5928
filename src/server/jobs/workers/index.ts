// Starting and stopping background work in this process. Every process that may enqueue
// (web, worker, tests) calls `startJobs()` once at start; `workers: true` also runs the
// handlers of the table of queues. `stopJobs()` lets in-flight jobs finish, then fails
// what is left so another worker retries it.
import type { Job, JobResult, PgBoss } from "pg-boss";
import { logger, messageOf } from "../../observability/logger";
import { boss, bossStarted, createBoss, setBoss } from "../queue/boss";
import {
  QUEUES,
  SCHEDULES,
  type QueueDefinition,
  type QueueSettings,
  type WorkedName,
  type WorkedPayloads,
} from "./queues";

// NOTIFY wakes workers for new jobs at once; polling finds deferred jobs (retries) that came due.
const POLLING_INTERVAL_SECONDS = 1;

async function declareQueue(
  instance: PgBoss,
  name: WorkedName,
  queue: QueueSettings,
): Promise<void> {
  const options = {
    retryLimit: queue.retryLimit,
    retryDelay: queue.retryDelaySeconds,
    retryBackoff: queue.retryBackoff,
    expireInSeconds: queue.expireInSeconds,
    deleteAfterSeconds: queue.deleteAfterSeconds,
  };
  if (await instance.getQueue(name)) await instance.updateQueue(name, { ...options, notify: true });
  else await instance.createQueue(name, { ...options, notify: true });
}

async function work<N extends WorkedName>(instance: PgBoss, name: N): Promise<void> {
  const queue: QueueDefinition<N> = QUEUES[name];
  const settled = (job: Job<WorkedPayloads[N]>, error: unknown): JobResult => {
    if (error === null) return { id: job.id, status: "completed" };
    // pg-boss records the failure and retries; the log says which job and why.
    logger.error(
      { queue: name, job_id: job.id, retry: job.retryCount, err: error },
      `Job ${name} failed`,
    );
    return {
      id: job.id,
      status: "failed",
      output: { message: messageOf(error) },
    };
  };
  const run = async (job: Job<WorkedPayloads[N]>): Promise<JobResult> => {
    try {
      await queue.handler?.(job.data);
      return settled(job, null);
    } catch (error) {
      return settled(job, error);
    }
  };
  const runBatch = async (jobs: Job<WorkedPayloads[N]>[]): Promise<JobResult[]> => {
    if (!queue.batchHandler) return Promise.all(jobs.map(run));
    try {
      const errors = await queue.batchHandler(jobs.map((job) => job.data));
      return jobs.map((job, i) => settled(job, errors[i] ?? null));
    } catch (error) {
      return jobs.map((job) => settled(job, error));
    }
  };
  // Each loop fetches up to `batchSize` jobs and runs them side by side (or hands them to the
  // batch handler together); while fetches come back full it fetches again at once (burst),
  // otherwise it waits for NOTIFY or the poll.
  for (let i = 0; i < queue.loops; i++) {
    await instance.work<WorkedPayloads[N]>(
      name,
      {
        batchSize: queue.batchSize,
        perJobResults: true,
        burstWhenBatchFull: true,
        pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
        notifyPollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
      },
      runBatch,
    );
  }
}

export async function startJobs(options: { workers: boolean }): Promise<void> {
  if (bossStarted()) return;
  const instance = createBoss({ supervise: options.workers });
  instance.on("error", (error) => logger.error({ err: error }, "Background jobs failed"));
  await instance.start();
  const names = Object.keys(QUEUES) as WorkedName[];
  for (const name of names) await declareQueue(instance, name, QUEUES[name]);
  setBoss(instance);
  if (!options.workers) return;
  for (const name of names) await work(instance, name);
  for (const schedule of SCHEDULES) await instance.schedule(schedule.name, schedule.cron, {});
}

/** Finishes in-flight jobs (up to `timeoutMs`), then fails the rest so they are retried elsewhere. */
export async function stopJobs(options: { timeoutMs?: number } = {}): Promise<void> {
  if (!bossStarted()) return;
  const instance = boss();
  // In-flight handlers may still enqueue (a retry, an email), so the instance stays reachable until it has stopped.
  await instance.stop({ graceful: true, timeout: options.timeoutMs ?? 20_000 });
  setBoss(undefined);
}
