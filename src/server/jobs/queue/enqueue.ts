// The transactional way to ask for work later: the job row is inserted through the
// caller's Prisma transaction, so it exists exactly when the change that needs it commits.
import { fromPrisma } from "pg-boss";
import type { Tx } from "../../db";
import { boss } from "./boss";
import type { JobName, JobPayloads } from "./types";

export type EnqueueOptions = {
  /** Not before this moment (a retry schedule, a delayed email). */
  startAfter?: Date;
};

export async function enqueueJob<N extends JobName>(
  tx: Tx,
  name: N,
  data: JobPayloads[N],
  options: EnqueueOptions = {},
): Promise<void> {
  await boss().send(name, data, {
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    db: fromPrisma(tx),
  });
}

/** Many jobs of one queue in one insert, through the caller's transaction. */
export async function enqueueJobs<N extends JobName>(
  tx: Tx,
  name: N,
  jobs: ({ data: JobPayloads[N] } & EnqueueOptions)[],
): Promise<void> {
  if (jobs.length === 0) return;
  await boss().insert(
    name,
    jobs.map(({ data, startAfter }) => ({ data, ...(startAfter ? { startAfter } : {}) })),
    { db: fromPrisma(tx) },
  );
}
