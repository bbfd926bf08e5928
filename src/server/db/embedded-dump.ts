// The embedded database for a backup: PGlite's data folder itself, copied cold. PGlite is
// opened under the folder's lock and shut down cleanly (a checkpoint), so its files are a
// consistent image that opens as it is, and stay so while this process holds the lock.
// (PGlite's dumpDataDir makes the same image, but in memory: it fails past 2 GiB.)
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { existsSync } from "node:fs";
import path from "node:path";
import { lockDataFolder } from "./embedded";

// The extensions the migrations create, as db/index.ts opens the database with them.
const extensions = { pg_trgm };

export type DatabaseFacts = { serverVersion: string; migrations: string[] };

/** The database's folder inside a data folder. */
export function pgdataOf(dataDir: string): string {
  return path.join(dataDir, "pgdata");
}

async function factsOf(pglite: PGlite): Promise<DatabaseFacts> {
  const version = await pglite.query<{ server_version: string }>("SHOW server_version");
  const table = await pglite.query<{ found: string | null }>(
    `SELECT to_regclass('"_prisma_migrations"')::text AS found`,
  );
  const migrations = table.rows[0]?.found
    ? await pglite.query<{ migration_name: string }>(
        `SELECT migration_name FROM "_prisma_migrations"
         WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
      )
    : { rows: [] };
  return {
    serverVersion: version.rows[0]?.server_version ?? "unknown",
    migrations: migrations.rows.map((row) => row.migration_name),
  };
}

async function withDatabase<T>(dataDir: string, read: (pglite: PGlite) => Promise<T>) {
  const pglite = await PGlite.create(pgdataOf(dataDir), { extensions });
  try {
    return await read(pglite);
  } finally {
    await pglite.close();
  }
}

/**
 * Takes `dataDir`'s lock for the rest of this process (DataFolderLockedError while a server
 * has it open), then opens its database and shuts it down cleanly: from then on, `pgdataOf`
 * holds files to copy as they are.
 */
export async function settleEmbeddedDatabase(dataDir: string): Promise<DatabaseFacts> {
  if (!existsSync(path.join(pgdataOf(dataDir), "PG_VERSION")))
    throw new Error(`There is no Kerbside database in ${path.resolve(dataDir)}.`);
  lockDataFolder(dataDir);
  return withDatabase(dataDir, async (pglite) => {
    await pglite.exec("CHECKPOINT");
    return factsOf(pglite);
  });
}

/** Opens a restored data folder's database (which proves it opens) and says what it holds. */
export function readEmbeddedDatabase(dataDir: string): Promise<DatabaseFacts> {
  return withDatabase(dataDir, factsOf);
}
