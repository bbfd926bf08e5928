// One transaction for a request's work and the answer recorded for it. Inside
// `withRequestTransaction`, the first `db.$transaction` opens a transaction that stays
// open until `finish` is called; every later query of the request (on `db`) runs in
// it, and every later `db.$transaction` becomes a savepoint in it. So a request whose
// process dies before `finish(commit)` leaves nothing behind: neither its work nor
// its answer. Reads before the first transaction (and any external calls made then)
// run outside it, so the transaction is held only from the first write to the answer.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Client as PrismaClient, Tx } from "./index";

type Scope = {
  tx: Tx | undefined;
  /** Ends the open transaction: commit (true) or roll back (false). */
  end: ((commit: boolean) => Promise<void>) | undefined;
  savepoints: number;
};

const scopes = new AsyncLocalStorage<Scope>();

/** Runs a whole transaction when its turn comes (embedded: one at a time, in order; PostgreSQL: at once). */
export type Turn = <T>(run: () => Promise<T>) => Promise<T>;

export const atOnce: Turn = (run) => run();

/**
 * First come, first served: each transaction starts when the one before it has ended. On the
 * embedded database (one connection) this replaces a crowd of transactions all waiting on the
 * connection, and on Prisma's start timer, with an orderly queue. Each waits one turn of the
 * event loop first: PGlite runs in this thread, so a queue run back to back in promise
 * callbacks kept Node from reading its sockets for up to half a second at a time, and a new
 * request could wait 8-10 s before Node even saw it (POST /reports, 50 connections: p99
 * 7.8 s -> 1.3-1.9 s, the same throughput).
 */
export function fifo(): Turn {
  let last: Promise<unknown> = Promise.resolve();
  return (run) => {
    const result = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(run);
    last = result.catch(() => undefined);
    return result;
  };
}
// A request may hold its transaction across the answer's rendering; never for ever.
const REQUEST_TRANSACTION_TIMEOUT_MS = 60_000;

class RolledBack extends Error {}

/**
 * True inside a request scope (a keyed POST with an Idempotency-Key): its work must be done in
 * `db.$transaction`, which commits with the recorded answer; a write outside it would commit alone.
 */
export function inRequestScope(): boolean {
  return scopes.getStore() !== undefined;
}

/** The open request transaction, if this code runs inside one. */
export function currentRequestTx(): Tx | undefined {
  return scopes.getStore()?.tx;
}

async function open(client: PrismaClient, scope: Scope, turn: Turn): Promise<Tx> {
  let ready!: (tx: Tx) => void;
  let failed!: (error: unknown) => void;
  const started = new Promise<Tx>((resolve, reject) => ((ready = resolve), (failed = reject)));
  let decide!: (commit: boolean) => void;
  const decision = new Promise<boolean>((resolve) => (decide = resolve));
  let began = false;
  const done = turn(() =>
    client.$transaction(
      async (tx) => {
        began = true;
        ready(tx);
        if (!(await decision)) throw new RolledBack();
      },
      { timeout: REQUEST_TRANSACTION_TIMEOUT_MS, maxWait: 10_000 },
    ),
  ).catch((error: unknown) => {
    failed(error);
    // Before it began, the error reaches the caller through `started`.
    if (began && !(error instanceof RolledBack)) throw error;
  });
  const tx = await started;
  scope.tx = tx;
  scope.end = async (commit) => {
    scope.tx = undefined;
    scope.end = undefined;
    decide(commit);
    await done;
  };
  return tx;
}

async function inSavepoint<T>(scope: Scope, tx: Tx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const name = `kerbside_${++scope.savepoints}`;
  await tx.$executeRawUnsafe(`SAVEPOINT ${name}`);
  try {
    const result = await fn(tx);
    await tx.$executeRawUnsafe(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await tx.$executeRawUnsafe(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}

/** `db.$transaction(fn)` inside a request scope: opens the request transaction, or a savepoint in it. */
export async function scopedTransaction<T>(
  client: PrismaClient,
  fn: (tx: Tx) => Promise<T>,
  options?: Parameters<PrismaClient["$transaction"]>[1],
  turn: Turn = atOnce,
): Promise<T> {
  const scope = scopes.getStore();
  if (!scope) return turn(() => client.$transaction(fn, options));
  if (scope.tx) return inSavepoint(scope, scope.tx, fn);
  const tx = await open(client, scope, turn);
  try {
    return await fn(tx);
  } catch (error) {
    // The first unit of work failed: nothing of this request is kept; a later one may open again.
    await scope.end?.(false);
    throw error;
  }
}

export type RequestTransaction = {
  /** Runs `fn` in the open transaction (or, when the request wrote nothing, on its own), then commits. */
  commit: <T>(fn: (tx: Tx | undefined) => Promise<T>) => Promise<T>;
  rollback: () => Promise<void>;
};

/**
 * Runs `run` in a request scope. `run` gets the scope's `finish` handles, to record
 * the answer in the same transaction as the work and commit both, or roll back.
 * If `run` throws, whatever it opened is rolled back.
 */
export async function withRequestTransaction<T>(
  run: (transaction: RequestTransaction) => Promise<T>,
): Promise<T> {
  const scope: Scope = { tx: undefined, end: undefined, savepoints: 0 };
  const transaction: RequestTransaction = {
    commit: async (fn) => {
      const tx = scope.tx;
      const end = scope.end;
      try {
        const result = await fn(tx);
        await end?.(true);
        return result;
      } catch (error) {
        await end?.(false);
        throw error;
      }
    },
    rollback: async () => {
      await scope.end?.(false);
    },
  };
  return scopes.run(scope, async () => {
    try {
      return await run(transaction);
    } finally {
      await scope.end?.(false);
    }
  });
}
