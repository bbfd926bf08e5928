// Applies prisma/migrations/*/migration.sql in order, recording each in
// _prisma_migrations exactly as `prisma migrate deploy` does (checksum = SHA-256 of
// the file), so the folder stays compatible with Prisma's own tooling.
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SqlRunner } from "./sql";

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

export type Migration = { name: string; sql: string; checksum: string };

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

const MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

// Any fixed number works; it only has to be the same in every process.
const MIGRATION_LOCK_ID = 7245019;
const LOCK_POLL_MS = 250;

// A process waiting in pg_advisory_lock holds a snapshot, and CREATE INDEX CONCURRENTLY in
// the process holding the lock waits for every older snapshot to go: PostgreSQL calls that
// a deadlock and fails one of them. Asking again between short pauses holds no snapshot.
async function takeMigrationLock(runner: SqlRunner): Promise<void> {
  for (;;) {
    const [row] = await runner.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_lock($1) AS locked",
      [MIGRATION_LOCK_ID],
    );
    if (row?.locked) return;
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

// SQLSTATE 25001: a statement PostgreSQL runs only outside a transaction block (CREATE INDEX
// CONCURRENTLY), which then has to be the only statement of its migration.
const isOutsideTransactionOnly = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "25001";

/**
 * Applies every pending migration, each in its own transaction (a migration whose one
 * statement PostgreSQL refuses in a transaction, such as CREATE INDEX CONCURRENTLY, runs
 * alone without one). Concurrent callers (several processes starting together) serialise
 * on an advisory lock. Returns the names it applied.
 */
export async function applyMigrations(
  runner: SqlRunner,
  migrations?: Migration[],
): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  await takeMigrationLock(runner);
  try {
    await runner.exec(MIGRATIONS_TABLE);
    const rows = await runner.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    const done: string[] = [];
    for (const m of all) {
      const known = applied.get(m.name);
      if (known !== undefined) {
        if (known !== m.checksum) {
          throw new Error(`Migration ${m.name} was changed after it was applied to this database.`);
        }
        continue;
      }
      const record = (r: SqlRunner) =>
        r.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), m.checksum, m.name],
        );
      await runner
        .transaction(async (tx) => {
          await tx.exec(m.sql);
          await record(tx);
        })
        .catch(async (error: unknown) => {
          if (!isOutsideTransactionOnly(error)) throw error;
          await runner.exec(m.sql);
          await record(runner);
        });
      done.push(m.name);
    }
    return done;
  } finally {
    await runner.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
  }
}
