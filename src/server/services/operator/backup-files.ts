// The files of a backup on disk: listed, hashed for the manifest, and checked against it.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { AppError } from "../../errors";
import type { BackupFile, BackupManifest } from "../../models/backup-manifest";

// The local storage writes `<key>.<uuid>.tmp` and renames it into place (storage/local.ts):
// such a file is a write in flight, or one that died; no row points at it.
const IN_FLIGHT = /\.[0-9a-f-]{36}\.tmp$/;

async function entriesUnder(root: string) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  const relative = (entry: (typeof entries)[number]) =>
    path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
  return { entries, relative };
}

/**
 * Every regular file under `root` as a relative path with `/` (none when `root` is missing);
 * with `skipInFlight`, not the storage's half-written ones.
 */
export async function listFiles(
  root: string,
  options: { skipInFlight: boolean },
): Promise<string[]> {
  const { entries, relative } = await entriesUnder(root);
  return entries
    .filter((entry) => entry.isFile() && !(options.skipInFlight && IN_FLIGHT.test(entry.name)))
    .map(relative)
    .sort();
}

/** Every folder under `root`, as `listFiles` names files. */
export async function listDirectories(root: string): Promise<string[]> {
  const { entries, relative } = await entriesUnder(root);
  return entries
    .filter((entry) => entry.isDirectory())
    .map(relative)
    .sort();
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/** `paths` (relative to `root`) with their sizes and SHA-256, as the manifest lists them. */
export async function describeFiles(root: string, paths: string[]): Promise<BackupFile[]> {
  const described: BackupFile[] = [];
  for (const relative of paths) {
    const file = path.join(root, ...relative.split("/"));
    const { size } = await stat(file);
    described.push({ path: relative, size, sha256: await sha256File(file) });
  }
  return described;
}

const damaged = (detail: string) =>
  new AppError("invalid_request", `The backup is damaged or incomplete: ${detail}`);

/**
 * Checks that the files under `root` (but the manifest) are exactly the manifest's, each with
 * its size and SHA-256; throws naming the first few that are not.
 */
export async function verifyFiles(
  root: string,
  manifest: BackupManifest,
  manifestPath: string,
): Promise<void> {
  const all = await listFiles(root, { skipInFlight: false });
  const present = new Set(all.filter((p) => p !== manifestPath));
  const problems: string[] = [];
  for (const expected of manifest.files) {
    if (!present.delete(expected.path)) {
      problems.push(`${expected.path} is missing`);
      continue;
    }
    const file = path.join(root, ...expected.path.split("/"));
    const { size } = await stat(file);
    if (size !== expected.size || (await sha256File(file)) !== expected.sha256)
      problems.push(`${expected.path} is not the file its manifest lists (SHA-256 differs)`);
  }
  for (const extra of present) problems.push(`${extra} is not in its manifest`);
  for (const folder of manifest.directories) {
    const found = await stat(path.join(root, ...folder.split("/"))).catch(() => null);
    if (!found?.isDirectory()) problems.push(`the folder ${folder} is missing`);
  }
  if (problems.length > 0) {
    const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : "";
    throw damaged(`${problems.slice(0, 3).join("; ")}${more}.`);
  }
}

export { damaged };
