// The manifest.json of a backup archive (npm run admin -- backup): what made it, the kind of
// database dump it holds, and every other file in it with its size and SHA-256.
import { z } from "zod";

export const BACKUP_FORMAT = "kerbside-backup";
export const BACKUP_FORMAT_VERSION = 1;

/** Where each part lives inside the archive. */
export const BACKUP_PATHS = {
  manifest: "manifest.json",
  /** PGlite's data folder, file by file (a folder), or pg_dump's custom format (one file). */
  dump: { pglite: "database/pgdata", postgresql: "database/postgres.dump" },
  /** The local file storage (photos, signatures, PDFs, logos), by storage key. */
  files: "files",
  /** The embedded server's own NEXTAUTH_SECRET (scripts/server.ts), which seals stored secrets. */
  authSecret: "auth-secret",
} as const;

// A relative path of plain segments: nothing absolute, no "." or "..".
const ArchivePath = z
  .string()
  .regex(/^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/)
  .refine(
    (p) => p.split("/").every((s) => s !== "." && s !== ".."),
    "must stay inside the archive",
  );

export const BackupFile = z.object({
  path: ArchivePath,
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackupFile = z.infer<typeof BackupFile>;

export const BackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  format_version: z.literal(BACKUP_FORMAT_VERSION),
  app_version: z.string().min(1),
  created_at: z.iso.datetime(),
  database: z.object({
    kind: z.enum(["pglite", "postgresql"]),
    /** How the dump was made: "PGlite data folder, shut down cleanly" or "pg_dump --format=custom". */
    tool: z.string().min(1),
    /** The server's `server_version` when the dump was taken. */
    server_version: z.string().min(1),
    /** The migrations applied to the database, in order. */
    migrations: z.array(z.string().min(1)),
  }),
  /** Where photos and PDFs were kept: `local` (they are in `files/`) or `s3` (not in the archive). */
  storage: z.enum(["local", "s3"]),
  /** Every file of the archive but this manifest: the dump's first. */
  files: z.array(BackupFile).min(1),
  /** Folders that must be there even when empty (PGlite's data folder needs its own). */
  directories: z.array(ArchivePath),
});
export type BackupManifest = z.infer<typeof BackupManifest>;
