// A minimal raw-SQL surface over both engines (PGlite and node-postgres), used by
// the migration runner and by the few places that need SQL Prisma cannot express.
import type { PGlite, Transaction } from "@electric-sql/pglite";
import pg from "pg";

export interface SqlRunner {
  /** Runs one or more statements, no parameters. */
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction on one connection. */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

type PgliteLike = PGlite | Transaction;

export function pgliteRunner(db: PgliteLike): SqlRunner {
  return {
    exec: async (sql) => {
      await db.exec(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows,
    transaction: async (fn) => {
      if (!("transaction" in db)) return fn(pgliteRunner(db));
      return db.transaction((tx) => fn(pgliteRunner(tx)));
    },
  };
}

export function pgClientRunner(client: pg.Client | pg.PoolClient): SqlRunner {
  const runner: SqlRunner = {
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) =>
      (await client.query(sql, params)).rows as T[],
    transaction: async (fn) => {
      await client.query("BEGIN");
      try {
        const result = await fn(runner);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    },
  };
  return runner;
}

/** Opens one dedicated connection to PostgreSQL for `fn`, then closes it. */
export async function withPgClient<T>(
  connectionString: string,
  fn: (runner: SqlRunner) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(pgClientRunner(client));
  } finally {
    await client.end();
  }
}
