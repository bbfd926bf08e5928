// The migration runner under an upgrade without a stop: an index built CONCURRENTLY (which
// PostgreSQL refuses in a transaction) applies, and a second process that starts migrating
// meanwhile waits its turn instead of dying in a deadlock. Each test works on a database of
// its own: a fresh PGlite, or a schema of its own on PostgreSQL.
import { PGlite } from "@electric-sql/pglite";
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { applyMigrations, type Migration } from "~/server/db/migrations";
import { pgClientRunner, pgliteRunner, type SqlRunner } from "~/server/db/sql";

const url = process.env.DATABASE_URL;

const migration = (name: string, sql: string): Migration => ({
  name,
  sql,
  checksum: createHash("sha256").update(sql).digest("hex"),
});

const MIGRATIONS = [
  migration(
    "20990101000000_table",
    `CREATE TABLE "Thing" ("id" INTEGER NOT NULL, "name" TEXT);
     INSERT INTO "Thing" SELECT n, 'thing ' || n FROM generate_series(1, 2000) AS n;`,
  ),
  migration(
    "20990101000001_index",
    `-- CreateIndex
CREATE INDEX CONCURRENTLY "Thing_name_idx" ON "Thing"("name");`,
  ),
];

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// One in-memory database for the file's embedded cases (each starts in seconds, not none).
let embedded: PGlite | undefined;
const embeddedRunner = () => pgliteRunner((embedded ??= new PGlite()));
afterAll(async () => {
  await embedded?.close();
});

/** A connection to a schema of this test's own on PostgreSQL, dropped afterwards. */
async function schemaConnection(schema: string): Promise<SqlRunner> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  cleanups.push(() => client.end());
  return pgClientRunner(client);
}

async function ownSchema(): Promise<string> {
  const schema = `migrations_test_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  cleanups.push(async () => {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  });
  return schema;
}

async function indexNames(runner: SqlRunner): Promise<string[]> {
  const rows = await runner.query<{ name: string; valid: boolean }>(
    `SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i
     JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
     WHERE t.relname = 'Thing' AND t.relnamespace = current_schema()::regnamespace`,
  );
  return rows.filter((r) => r.valid).map((r) => r.name);
}

async function recorded(runner: SqlRunner): Promise<string[]> {
  const rows = await runner.query<{ name: string }>(
    `SELECT migration_name AS name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL ORDER BY migration_name`,
  );
  return rows.map((r) => r.name);
}

describe("applying migrations", () => {
  it("builds an index CONCURRENTLY outside a transaction and records the migration", async () => {
    const runner = url ? await schemaConnection(await ownSchema()) : embeddedRunner();
    expect(await applyMigrations(runner, MIGRATIONS)).toEqual([
      "20990101000000_table",
      "20990101000001_index",
    ]);
    expect(await indexNames(runner)).toEqual(["Thing_name_idx"]);
    expect(await recorded(runner)).toEqual(["20990101000000_table", "20990101000001_index"]);
    expect(await applyMigrations(runner, MIGRATIONS)).toEqual([]);
  });

  it("refuses CREATE INDEX CONCURRENTLY beside other statements, applying none of them", async () => {
    const runner = url ? await schemaConnection(await ownSchema()) : embeddedRunner();
    const mixed = migration(
      "20990102000000_mixed",
      `CREATE TABLE "Other" ("id" INTEGER, "name" TEXT);
       CREATE INDEX CONCURRENTLY "Other_name_idx" ON "Other"("name");`,
    );
    await expect(applyMigrations(runner, [mixed])).rejects.toThrow(/transaction block/);
    expect(await runner.query(`SELECT to_regclass('"Other"') AS t`)).toEqual([{ t: null }]);
    expect(await recorded(runner)).not.toContain("20990102000000_mixed");
  });

  it.skipIf(!url)(
    "lets a second process wait while the first builds an index CONCURRENTLY, neither failing",
    async () => {
      const schema = await ownSchema();
      const [first, second] = [await schemaConnection(schema), await schemaConnection(schema)];
      // The first holds the lock for a second before its concurrent build, long enough for
      // the second to be waiting for the lock when the build starts.
      const slowFirst = [
        migration(MIGRATIONS[0]!.name, `${MIGRATIONS[0]!.sql} SELECT pg_sleep(1);`),
        MIGRATIONS[1]!,
      ];
      const firstRun = applyMigrations(first, slowFirst);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const secondRun = applyMigrations(second, slowFirst);
      expect(await Promise.allSettled([firstRun, secondRun])).toEqual([
        { status: "fulfilled", value: ["20990101000000_table", "20990101000001_index"] },
        { status: "fulfilled", value: [] },
      ]);
      expect(await indexNames(first)).toEqual(["Thing_name_idx"]);
    },
  );
});
