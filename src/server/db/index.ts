// The one database handle of this process: Prisma over PostgreSQL when DATABASE_URL
// is set, otherwise over the embedded PGlite. Opened lazily on first use, so that
// importing this module (for example while `next build` collects routes) never
// takes the embedded data folder's lock.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPg } from "@prisma/adapter-pg";
import type { ITXClientDenyList } from "@prisma/client/runtime/client";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { readFileSync } from "node:fs";
import path from "node:path";
import { env } from "~/env";
import { lockDataFolder } from "./embedded";
import { stopListening } from "./listen";
import { Prisma, PrismaClient } from "./generated/client";
import { applyMigrations } from "./migrations";
import {
  atOnce,
  currentRequestTx,
  fifo,
  scopedTransaction,
  type Turn,
} from "./request-transaction";
import { serialPool } from "./serial-pool";
import { pgliteRunner, withPgClient } from "./sql";
import { statementNames } from "./statement-names";

export { Prisma };
// Search columns are written by the services and read only by the database's own indexes:
// no query returns them (a vehicle's tokens were a 40-element array parsed on every read).
const omit = {
  vehicle: { searchTokens: true },
  customer: { searchText: true },
  agreement: { searchText: true },
} as const;

/**
 * "Now" for a raw statement: the app's clock in UTC, as Prisma writes `@default(now())` and
 * `@updatedAt` (the columns have no time zone, so the session's `CURRENT_TIMESTAMP` would be
 * off by its zone's offset on a server not set to UTC).
 */
export function sqlNow(): Prisma.Sql {
  return Prisma.sql`${new Date()}::timestamp(3)`;
}

/**
 * `rows` as a table for a raw statement, `unnest($1::text[], $2::int[], ...) AS alias("a", "b", ...)`:
 * one array parameter per column (`columns` gives each its SQL type), so that the statement's
 * text is the same for any number of rows and stays one prepared statement.
 */
export function unnestRows<K extends string>(
  alias: string,
  columns: Record<K, "text" | "int">,
  rows: readonly Record<K, string | number | null>[],
): Prisma.Sql {
  const names = Object.keys(columns) as K[];
  const arrays = names.map(
    (name) => Prisma.sql`${rows.map((row) => row[name])}::${Prisma.raw(columns[name])}[]`,
  );
  return Prisma.sql`unnest(${Prisma.join(arrays)}) AS ${Prisma.raw(`"${alias}"`)}(${Prisma.raw(names.map((name) => `"${name}"`).join(", "))})`;
}

/** The client, as configured here (its queries leave out the `omit` columns). */
export type Client = PrismaClient<never, typeof omit>;
/** The client inside `db.$transaction(async (tx) => ...)`; on PGlite always use it, never `db`, there. */
export type Tx = Omit<Client, ITXClientDenyList>;

type Database = {
  prisma: Client;
  /**
   * For statements that find rows by unique keys only (and inserts), whose best plan is the same
   * for every value: on PostgreSQL a pool of its own where a connection plans each such statement
   * once (`force_generic_plan`); the main pool plans every statement with its values, since a
   * list's best plan depends on the company's size. On PGlite the one client.
   */
  keyed: Client;
  pglite: PGlite | undefined;
  migrate: () => Promise<string[]>;
  /** When an interactive transaction may start: at once on PostgreSQL, in arrival order on PGlite. */
  turn: Turn;
};

// Prisma's defaults (2 s to start a transaction, 5 s to finish it) turn a queue of writers on
// one company's balance row, under load, into 500s; a busy moment should be slow, not fail.
const transactionOptions = { maxWait: 10_000, timeout: 20_000 };

/**
 * PGlite as Prisma's adapter sees it: a statement outside a transaction takes its turn in the
 * transactions' queue (`fifo`), which lets Node read its sockets between statements. Straight to
 * PGlite, which runs in this thread, a crowd of them ran back to back and held new requests for
 * seconds. (Statements inside a transaction run on the transaction, which already had its turn.)
 */
function queued(pglite: PGlite, turn: Turn): PGlite {
  return new Proxy(pglite, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      const method = (...args: unknown[]) =>
        (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      return prop === "query" || prop === "exec"
        ? (...args: unknown[]) => turn(() => method(...args))
        : method;
    },
  });
}

function open(): Database {
  if (env.DATABASE_URL) {
    const connectionString = env.DATABASE_URL;
    return {
      keyed: new PrismaClient({
        adapter: new PrismaPg(
          serialPool({
            connectionString,
            max: 4,
            options: "-c plan_cache_mode=force_generic_plan",
          }),
          { statementNameGenerator: statementNames(), disposeExternalPool: true },
        ),
        transactionOptions,
        omit,
      }),
      prisma: new PrismaClient({
        // Each statement is planned afresh with its own values (as an unnamed one is): a plan
        // cached for one company could be the wrong one for another of a very different size.
        adapter: new PrismaPg(
          serialPool({
            connectionString,
            max: 10,
            options: "-c plan_cache_mode=force_custom_plan",
          }),
          {
            statementNameGenerator: statementNames(),
            disposeExternalPool: true,
          },
        ),
        transactionOptions,
        omit,
      }),
      pglite: undefined,
      turn: atOnce,
      migrate: () => withPgClient(connectionString, (runner) => applyMigrations(runner)),
    };
  }
  const dir = env.KERBSIDE_DATA_DIR;
  // The extensions the migrations create (pg_trgm: customer search).
  const extensions = { pg_trgm };
  let pglite: PGlite;
  if (dir === "memory://") {
    const snapshot = env.KERBSIDE_MEMORY_SNAPSHOT;
    pglite = new PGlite({
      extensions,
      ...(snapshot ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {}),
    });
  } else {
    lockDataFolder(dir);
    pglite = new PGlite(path.join(dir, "pgdata"), { extensions });
  }
  const turn = fifo();
  const prisma = new PrismaClient({
    adapter: new PrismaPGlite(queued(pglite, turn)),
    transactionOptions,
    omit,
  });
  return {
    prisma,
    keyed: prisma,
    pglite,
    turn,
    migrate: () => applyMigrations(pgliteRunner(pglite)),
  };
}

const globalForDb = globalThis as unknown as { __kerbsideDb?: Database };

export function database(): Database {
  globalForDb.__kerbsideDb ??= open();
  return globalForDb.__kerbsideDb;
}

/**
 * The Prisma client. Every service query goes through it, filtered by companyId.
 * Inside a request transaction (request-transaction.ts) it is that transaction.
 */
export const db: Client = new Proxy({} as Client, {
  get(_target, prop) {
    const { prisma: base, turn } = database();
    if (prop === "$transaction") {
      return (arg: unknown, options?: unknown) =>
        typeof arg === "function"
          ? scopedTransaction(base, arg as (tx: Tx) => Promise<unknown>, options as never, turn)
          : turn(() => base.$transaction(arg as never, options as never));
    }
    const client = currentRequestTx() ?? base;
    const value: unknown = Reflect.get(client, prop);
    return typeof value === "function"
      ? (value as (...args: unknown[]) => unknown).bind(client)
      : value;
  },
});

/** Applies pending migrations; called once at start by the server, scripts and tests. */
export async function prepareDatabase(): Promise<string[]> {
  return database().migrate();
}

export async function closeDatabase(): Promise<void> {
  await stopListening();
  const current = globalForDb.__kerbsideDb;
  if (!current) return;
  globalForDb.__kerbsideDb = undefined;
  await current.prisma.$disconnect();
  if (current.keyed !== current.prisma) await current.keyed.$disconnect();
  await current.pglite?.close();
}
