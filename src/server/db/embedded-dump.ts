// The embedded database as one file and back: PGlite's own image of its data folder
// (dumpDataDir), taken while this process holds the folder's lock, and loaded into a new
// folder by PGlite itself (loadDataDir).
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { createWriteStream, existsSync, openAsBlob } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { lockDataFolder } from "./embedded";

// The extensions the migrations create, as db/index.ts opens the database with them.
const extensions = { pg_trgm };

export type DatabaseFacts = { serverVersion: string; migrations: string[] };

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

/**
 * Writes the database of `dataDir` to `file` (a tar of its data folder). Takes the folder's
 * lock first, so it throws DataFolderLockedError while a server has the folder open.
 */
export async function dumpEmbeddedDatabase(dataDir: string, file: string): Promise<DatabaseFacts> {
  if (!existsSync(path.join(pgdataOf(dataDir), "PG_VERSION")))
    throw new Error(`There is no Kerbside database in ${path.resolve(dataDir)}.`);
  lockDataFolder(dataDir);
  const pglite = await PGlite.create(pgdataOf(dataDir), { extensions });
  try {
    // Everything committed goes to the data files, so the image needs no WAL replay to open.
    await pglite.exec("CHECKPOINT");
    const facts = await factsOf(pglite);
    const image = await pglite.dumpDataDir("none");
    // The DOM's ReadableStream type and Node's differ only in typing.
    const bytes = Readable.fromWeb(image.stream() as NodeReadableStream<Uint8Array>);
    await pipeline(bytes, createWriteStream(file));
    return facts;
  } finally {
    await pglite.close();
  }
}

/** Makes `dataDir`'s database from an image `dumpEmbeddedDatabase` wrote; the folder has none yet. */
export async function loadEmbeddedDatabase(dataDir: string, file: string): Promise<DatabaseFacts> {
  const pglite = await PGlite.create(pgdataOf(dataDir), {
    extensions,
    loadDataDir: await openAsBlob(file, { type: "application/x-tar" }),
  });
  try {
    return await factsOf(pglite);
  } finally {
    await pglite.close();
  }
}
