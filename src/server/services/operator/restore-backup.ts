// `npm run admin -- restore --in FILE --data-dir DIR`: checks the archive first (its manifest,
// then every file's size and SHA-256), then restores it into an empty data folder and, with
// DATABASE_URL, an empty database. A refusal or a failure leaves the folder empty again.
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { extract as extractTar } from "tar";
import { env } from "~/env";
import { describeDatabase } from "../../db/describe";
import { lockDataFolder } from "../../db/embedded";
import { pgdataOf, readEmbeddedDatabase, type DatabaseFacts } from "../../db/embedded-dump";
import { readMigrations } from "../../db/migrations";
import { clientToolVersion, countRelations, restorePostgres } from "../../db/postgres-dump";
import { AppError } from "../../errors";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_PATHS,
  BackupManifest,
} from "../../models/backup-manifest";
import { damaged, verifyFiles } from "./backup-files";

const LOCK_FILE = "kerbside.lock";

export type RestoreSummary = {
  data_dir: string;
  database: BackupManifest["database"]["kind"];
  storage: BackupManifest["storage"];
  backup_created_at: string;
  backup_app_version: string;
  files: number;
  migrations: number;
};

async function assertEmptyFolder(folder: string): Promise<void> {
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    if (error.code === "ENOTDIR")
      throw new AppError("invalid_request", `${folder} is not a folder.`);
    throw error;
  });
  if (entries.length > 0) {
    const named = entries.slice(0, 3).join(", ") + (entries.length > 3 ? ", ..." : "");
    throw new AppError(
      "conflict",
      `The folder ${folder} is not empty (it holds ${named}): restore only into a new or empty folder.`,
    );
  }
}

async function assertEmptyDatabase(databaseUrl: string): Promise<void> {
  const relations = await countRelations(databaseUrl);
  if (relations > 0)
    throw new AppError(
      "conflict",
      `The database (${describeDatabase()}) is not empty: it holds ${relations} tables, indexes or other relations. ` +
        `Restore only into a new, empty database (for example one made with \`createdb\`).`,
    );
}

async function extract(archive: string, into: string): Promise<void> {
  const refused: string[] = [];
  try {
    await extractTar({
      file: archive,
      cwd: into,
      strict: true,
      filter: (entryPath, entry) => {
        const plain = "type" in entry && (entry.type === "File" || entry.type === "Directory");
        if (!plain) refused.push(entryPath);
        return plain;
      },
    });
  } catch (error) {
    throw damaged(`it cannot be read as a .tar.gz (${(error as Error).message}).`);
  }
  if (refused.length > 0) throw damaged(`it holds ${refused[0]}, which is not a plain file.`);
}

async function readManifest(folder: string): Promise<BackupManifest> {
  const text = await readFile(path.join(folder, BACKUP_PATHS.manifest), "utf8").catch(() => {
    throw damaged(`it has no ${BACKUP_PATHS.manifest}.`);
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw damaged(`its ${BACKUP_PATHS.manifest} is not JSON.`);
  }
  const head = json as { format?: unknown; format_version?: unknown };
  if (head.format !== BACKUP_FORMAT)
    throw new AppError("invalid_request", "This file is not a Kerbside backup.");
  if (typeof head.format_version === "number" && head.format_version > BACKUP_FORMAT_VERSION)
    throw new AppError(
      "invalid_request",
      `This backup has format version ${head.format_version}, newer than this Kerbside reads (${BACKUP_FORMAT_VERSION}): restore it with the Kerbside that made it.`,
    );
  const parsed = BackupManifest.safeParse(json);
  if (!parsed.success) throw damaged(`its ${BACKUP_PATHS.manifest} is not valid.`);
  return parsed.data;
}

/** The backup's database kind must be this configuration's, and its migrations known here. */
async function assertRestorable(manifest: BackupManifest): Promise<void> {
  const { kind, migrations } = manifest.database;
  if (kind === "postgresql" && !env.DATABASE_URL)
    throw new AppError(
      "invalid_request",
      "This backup holds a PostgreSQL database (pg_dump): restore it with DATABASE_URL set to a new, empty database.",
    );
  if (kind === "pglite" && env.DATABASE_URL)
    throw new AppError(
      "invalid_request",
      "This backup holds an embedded (PGlite) database: restore it without DATABASE_URL.",
    );
  const dump =
    kind === "pglite" ? `${BACKUP_PATHS.dump.pglite}/PG_VERSION` : BACKUP_PATHS.dump[kind];
  if (!manifest.files.some((file) => file.path === dump))
    throw damaged(`its manifest lists no ${dump}.`);
  const known = new Set((await readMigrations()).map((m) => m.name));
  const unknown = migrations.find((name) => !known.has(name));
  if (unknown)
    throw new AppError(
      "invalid_request",
      `This backup was made by a newer Kerbside (${manifest.app_version}; its migration ${unknown} is unknown here): restore it with that version.`,
    );
}

/** The dump (a path in `staging`) into the database: PGlite's folder moves into `dataDir`. */
async function restoreDatabase(manifest: BackupManifest, staging: string, dataDir: string) {
  const dump = path.join(staging, BACKUP_PATHS.dump[manifest.database.kind]);
  let facts: DatabaseFacts;
  if (manifest.database.kind === "postgresql" && env.DATABASE_URL) {
    facts = await restorePostgres(env.DATABASE_URL, dump);
  } else {
    await rename(dump, pgdataOf(dataDir));
    facts = await readEmbeddedDatabase(dataDir).catch((error: unknown) => {
      throw new Error(
        `PGlite could not open the restored database (PostgreSQL ${manifest.database.server_version}, ` +
          `backed up by Kerbside ${manifest.app_version}): ${(error as Error).message}`,
      );
    });
  }
  if (facts.migrations.join("\n") !== manifest.database.migrations.join("\n"))
    throw new Error("The restored database does not hold the migrations its manifest lists.");
  return facts;
}

/** Removes what the restore put in `folder` (it was empty before), keeping the lock it holds. */
async function emptyFolder(folder: string): Promise<void> {
  const entries = await readdir(folder).catch(() => []);
  for (const entry of entries)
    if (entry !== LOCK_FILE) await rm(path.join(folder, entry), { recursive: true, force: true });
}

export async function restoreBackup(input: {
  archive: string;
  dataDir: string;
}): Promise<RestoreSummary> {
  const archive = path.resolve(input.archive);
  if (!(await stat(archive).catch(() => null))?.isFile())
    throw new AppError("invalid_request", `There is no file ${archive}.`);
  const target = path.resolve(input.dataDir);
  await assertEmptyFolder(target);
  if (env.DATABASE_URL) {
    await clientToolVersion("pg_restore");
    await assertEmptyDatabase(env.DATABASE_URL);
  }
  await mkdir(target, { recursive: true });
  // No server may open the folder (and make a new database in it) while it is being restored.
  lockDataFolder(target);
  const staging = await mkdtemp(path.join(target, ".restore-"));
  try {
    await extract(archive, staging);
    const manifest = await readManifest(staging);
    await assertRestorable(manifest);
    await verifyFiles(staging, manifest, BACKUP_PATHS.manifest);
    // The files first and the database last: a failed pg_restore leaves the database empty.
    const files = path.join(staging, BACKUP_PATHS.files);
    if (existsSync(files)) await rename(files, path.join(target, BACKUP_PATHS.files));
    const secret = path.join(staging, BACKUP_PATHS.authSecret);
    if (existsSync(secret)) {
      await rename(secret, path.join(target, BACKUP_PATHS.authSecret));
      await chmod(path.join(target, BACKUP_PATHS.authSecret), 0o600);
    }
    const facts = await restoreDatabase(manifest, staging, target);
    await rm(staging, { recursive: true, force: true });
    return {
      data_dir: target,
      database: manifest.database.kind,
      storage: manifest.storage,
      backup_created_at: manifest.created_at,
      backup_app_version: manifest.app_version,
      files: manifest.files.filter((f) => f.path.startsWith(`${BACKUP_PATHS.files}/`)).length,
      migrations: facts.migrations.length,
    };
  } catch (error) {
    await emptyFolder(target);
    throw error;
  }
}
