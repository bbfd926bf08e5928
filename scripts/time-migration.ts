// `npm run db:time-migration -- <migration folder> [--before <file.sql>]`: times a migration on
// the bench's scale data (bench/scale-data.ts), for the `-- timed:` comment the migration check
// asks of a statement that rewrites or locks a table (test/db/migration-rules.ts).
//
// DATABASE_URL names a scratch database of its own: the migrations before the named one are
// applied, the scale data is seeded when it is not there yet (a few minutes, once), `--before`
// SQL (to put back what an applied migration changed) is run and committed, then the migration
// runs statement by statement in one transaction that is rolled back. Prints each statement's
// time, the locks the migration holds until it commits, and the comment line to paste.
import pg from "pg";
import { loadModule, parseSync } from "libpg-query";
import { readFile } from "node:fs/promises";
import { scaleCompany } from "../bench/scale-data";
import { applyMigrations, readMigrations } from "../src/server/db/migrations";
import { pgClientRunner } from "../src/server/db/sql";

const [name, flag, beforeFile] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!name || (flag && (flag !== "--before" || !beforeFile)) || !url) {
  console.error(
    "Usage: DATABASE_URL=<a scratch database> npm run db:time-migration -- <migration folder> [--before <file.sql>]",
  );
  process.exit(2);
}

const migrations = await readMigrations();
const index = migrations.findIndex((m) => m.name === name);
const target = migrations[index];
if (!target) {
  console.error(`No migration ${name} in prisma/migrations.`);
  process.exit(2);
}

// Weakest first, as PostgreSQL's documentation lists the table-level lock modes.
const MODES = [
  "AccessShareLock",
  "RowShareLock",
  "RowExclusiveLock",
  "ShareUpdateExclusiveLock",
  "ShareLock",
  "ShareRowExclusiveLock",
  "ExclusiveLock",
  "AccessExclusiveLock",
];
const modeName = (mode: string) =>
  mode
    .replace(/Lock$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toUpperCase();

const seconds = (ms: number) =>
  ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;

/** The statements of `sql` as PostgreSQL's parser splits them (its offsets are bytes). */
function statementsOf(sql: string): { line: number; text: string }[] {
  const bytes = Buffer.from(sql, "utf8");
  return (parseSync(sql).stmts ?? []).map((s) => {
    const from = s.stmt_location ?? 0;
    const raw = bytes
      .subarray(from, s.stmt_len ? from + s.stmt_len : bytes.length)
      .toString("utf8");
    const text = raw.trim();
    const before = bytes.subarray(0, from).toString("utf8") + raw.slice(0, raw.indexOf(text));
    return { line: before.split("\n").length, text };
  });
}

const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  await loadModule();
  await applyMigrations(pgClientRunner(client), migrations.slice(0, index));
  await scaleCompany(client);
  if (beforeFile) await client.query(await readFile(beforeFile, "utf8"));

  // The tables there before the migration, and their rows (a table it creates locks no one out).
  const tables = await client.query<{ oid: number; relname: string }>(
    `SELECT oid, relname FROM pg_class WHERE relkind IN ('r', 'p') AND relnamespace = current_schema()::regnamespace`,
  );
  const existing = tables.rows.map((r) => r.oid);
  const rowCounts = new Map<string, number>();
  for (const { relname } of tables.rows) {
    const counted = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${relname}"`);
    rowCounts.set(relname, Number(counted.rows[0]!.n));
  }

  await client.query("BEGIN");
  let total = 0;
  try {
    for (const statement of statementsOf(target.sql)) {
      const started = performance.now();
      await client.query(statement.text).catch((error: unknown) => {
        if (error instanceof Error && "code" in error && error.code === "25001")
          throw new Error(
            `line ${statement.line} runs only outside a transaction (CREATE INDEX CONCURRENTLY, alone in its migration): it needs no timing.`,
          );
        throw error;
      });
      const took = performance.now() - started;
      total += took;
      const firstLine = statement.text.split("\n").find((l) => !l.startsWith("--")) ?? "";
      console.log(`  line ${statement.line}: ${seconds(took)}  ${firstLine.slice(0, 80)}`);
    }
    const locks = await client.query<{ relname: string; mode: string }>(
      `SELECT c.relname, l.mode FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
       WHERE l.pid = pg_backend_pid() AND l.locktype = 'relation' AND c.oid = ANY($1)`,
      [existing],
    );
    const strongest = new Map<string, string>();
    for (const { relname, mode } of locks.rows) {
      const held = strongest.get(relname);
      if (!held || MODES.indexOf(mode) > MODES.indexOf(held)) strongest.set(relname, mode);
    }
    const locked = [...strongest].filter(([, mode]) => MODES.indexOf(mode) >= 2);
    const held = locked.map(([t, mode]) => `"${t}" ${modeName(mode)}`).join(", ") || "no table";
    const rows = locked
      .map(([t]) => `${(rowCounts.get(t) ?? 0).toLocaleString("en-GB")} ${t} rows`)
      .join(", ");
    console.log(`\n${name}: ${seconds(total)} in all; held until it commits: ${held}.`);
    console.log(
      `\n-- timed: ${seconds(total)} on bench scale data (${rows || "0 rows"}), locks ${held}`,
    );
  } finally {
    await client.query("ROLLBACK");
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await client.end();
}
