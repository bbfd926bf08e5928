// A PostgreSQL database as one file and back, with the machine's own client tools:
// pg_dump --format=custom, and pg_restore into an empty database.
import { spawn } from "node:child_process";
import type { DatabaseFacts } from "./embedded-dump";
import { withPgClient } from "./sql";

/** The database's address without its password (which goes in PGPASSWORD, never in `ps`). */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

type Tool = "pg_dump" | "pg_restore";

/** Runs a PostgreSQL client tool and answers its output; its error output becomes the error's message. */
function runTool(tool: Tool, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(
              `${tool} was not found on this machine's PATH. Install the PostgreSQL client tools ` +
                `of your server's major version or newer (for example \`apt-get install postgresql-client\`).`,
            )
          : error,
      ),
    );
    child.once("close", (code) => {
      if (code === 0) resolve(stdout.trim());
      else reject(new Error(`${tool} failed (exit code ${code}): ${stderr.trim()}`));
    });
  });
}

/** The tool's version line ("pg_dump (PostgreSQL) 17.2"); throws clearly when it is not installed. */
export function clientToolVersion(tool: Tool): Promise<string> {
  return runTool(tool, ["--version"]);
}

async function factsOf(databaseUrl: string): Promise<DatabaseFacts> {
  return withPgClient(databaseUrl, async (runner) => {
    const [version] = await runner.query<{ server_version: string }>("SHOW server_version");
    const [table] = await runner.query<{ found: string | null }>(
      `SELECT to_regclass('"_prisma_migrations"')::text AS found`,
    );
    const migrations = table?.found
      ? await runner.query<{ migration_name: string }>(
          `SELECT migration_name FROM "_prisma_migrations"
           WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
        )
      : [];
    return {
      serverVersion: version?.server_version ?? "unknown",
      migrations: migrations.map((row) => row.migration_name),
    };
  });
}

/** How many tables, sequences, views and other relations the database holds outside the catalogs. */
export async function countRelations(databaseUrl: string): Promise<number> {
  return withPgClient(databaseUrl, async (runner) => {
    const [row] = await runner.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
         AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'`,
    );
    return Number(row?.count ?? 0);
  });
}

/** Writes the whole database to `file` in pg_dump's custom format (one consistent snapshot). */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<DatabaseFacts> {
  await clientToolVersion("pg_dump");
  const { dbname, env } = connection(databaseUrl);
  const facts = await factsOf(databaseUrl);
  await runTool("pg_dump", ["--format=custom", "--file", file, "--dbname", dbname], env);
  return facts;
}

/**
 * Restores a pg_dump custom-format `file` into the (empty) database, in one transaction: a
 * failure leaves it empty. Owners and grants are left out: the restoring role owns everything.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<DatabaseFacts> {
  const { dbname, env } = connection(databaseUrl);
  await runTool(
    "pg_restore",
    [
      "--exit-on-error",
      "--single-transaction",
      "--no-owner",
      "--no-privileges",
      "--dbname",
      dbname,
      file,
    ],
    env,
  );
  return factsOf(databaseUrl);
}
