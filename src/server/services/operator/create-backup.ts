// `npm run admin -- backup --out FILE`: one .tar.gz holding a dump of the database, the local
// storage's photos and PDFs, and a manifest.json listing every file with its SHA-256.
// Embedded, the data folder is locked for the whole backup: it refuses while a server runs.
import { copyFile, mkdir, mkdtemp, rename, rm, stat, symlink, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { create as createTar } from "tar";
import { env } from "~/env";
import { DataFolderLockedError } from "../../db/embedded";
import { pgdataOf, settleEmbeddedDatabase, type DatabaseFacts } from "../../db/embedded-dump";
import { dumpPostgres } from "../../db/postgres-dump";
import { AppError } from "../../errors";
import { localFilesDir, storage } from "../../integrations/storage";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_PATHS,
  type BackupManifest,
} from "../../models/backup-manifest";
import { appVersion } from "./app-version";
import { describeFiles, listDirectories, listFiles } from "./backup-files";

export type BackupSummary = {
  archive: string;
  created_at: string;
  app_version: string;
  database: BackupManifest["database"]["kind"];
  storage: BackupManifest["storage"];
  files: number;
  size_bytes: number;
};

type Part = { facts: DatabaseFacts; files: string[]; directories: string[] };

/** Puts the database's dump in `staging` (the PGlite folder as a link to it); its archive paths. */
async function dumpDatabase(dataDir: string, staging: string): Promise<Part> {
  await mkdir(path.join(staging, "database"));
  if (env.DATABASE_URL) {
    const dump = BACKUP_PATHS.dump.postgresql;
    const facts = await dumpPostgres(env.DATABASE_URL, path.join(staging, dump));
    return { facts, files: [dump], directories: [] };
  }
  let facts: DatabaseFacts;
  try {
    facts = await settleEmbeddedDatabase(dataDir);
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
    throw new AppError(
      "invalid_state",
      `${error.message} An embedded database is backed up while the server is stopped: stop it, run the backup, then start it again.`,
    );
  }
  const dump = BACKUP_PATHS.dump.pglite;
  const pgdata = pgdataOf(dataDir);
  await symlink(pgdata, path.join(staging, dump), "dir");
  const inDump = (relative: string) => `${dump}/${relative}`;
  return {
    facts,
    files: (await listFiles(pgdata, { skipInFlight: false })).map(inDump),
    directories: [dump, ...(await listDirectories(pgdata)).map(inDump)],
  };
}

export async function createBackup(input: { out: string }): Promise<BackupSummary> {
  const out = path.resolve(input.out);
  if (existsSync(out))
    throw new AppError("conflict", `${out} already exists: give the backup a new file name.`);
  const outDir = path.dirname(out);
  if (!(await stat(outDir).catch(() => null))?.isDirectory())
    throw new AppError("invalid_request", `The folder ${outDir} does not exist.`);

  const dataDir = path.resolve(env.KERBSIDE_DATA_DIR);
  const kind = env.DATABASE_URL ? "postgresql" : "pglite";
  const storageKind = storage().kind;
  // The archive's tree, beside the output file: the dump, the manifest, and `files` as a link
  // to the storage folder (read in place, not copied).
  const staging = await mkdtemp(path.join(outDir, `.${path.basename(out)}.partial-`));
  const partial = `${staging}.tar.gz`;
  try {
    const database = await dumpDatabase(dataDir, staging);
    const paths = [...database.files];
    let files = 0;
    if (!env.DATABASE_URL && existsSync(path.join(dataDir, BACKUP_PATHS.authSecret))) {
      await copyFile(
        path.join(dataDir, BACKUP_PATHS.authSecret),
        path.join(staging, BACKUP_PATHS.authSecret),
      );
      paths.push(BACKUP_PATHS.authSecret);
    }
    if (storageKind === "local") {
      const filesDir = localFilesDir(dataDir);
      const keys = await listFiles(filesDir, { skipInFlight: true });
      if (keys.length > 0) {
        await symlink(filesDir, path.join(staging, BACKUP_PATHS.files), "dir");
        paths.push(...keys.map((key) => `${BACKUP_PATHS.files}/${key}`));
        files = keys.length;
      }
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      app_version: await appVersion(),
      created_at: new Date().toISOString(),
      database: {
        kind,
        tool:
          kind === "pglite" ? "PGlite data folder, shut down cleanly" : "pg_dump --format=custom",
        server_version: database.facts.serverVersion,
        migrations: database.facts.migrations,
      },
      storage: storageKind,
      files: await describeFiles(staging, paths),
      directories: database.directories,
    };
    await writeFile(
      path.join(staging, BACKUP_PATHS.manifest),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
    // Folders are listed one by one (empty ones count), links followed into the data folder;
    // strict: a file that cannot be read fails the backup instead of being left out.
    await createTar(
      {
        gzip: true,
        portable: true,
        strict: true,
        follow: true,
        noDirRecurse: true,
        cwd: staging,
        file: partial,
      },
      [BACKUP_PATHS.manifest, ...database.directories, ...paths],
    );
    await rename(partial, out);
    return {
      archive: out,
      created_at: manifest.created_at,
      app_version: manifest.app_version,
      database: kind,
      storage: storageKind,
      files,
      size_bytes: (await stat(out)).size,
    };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}
