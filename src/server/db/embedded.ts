// The embedded database: PGlite (PostgreSQL in WebAssembly) in a data folder that
// exactly one process may open. Two processes on one PGlite folder silently lose
// writes, so the folder is guarded by a lock file holding the owner's pid.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

export class DataFolderLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by another Kerbside process (pid ${pid}). ` +
        `Stop that process first (for example the running \`npm run dev\`), or set KERBSIDE_DATA_DIR to another folder.`,
    );
    this.name = "DataFolderLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the folder's lock for this process, or throws DataFolderLockedError. Re-entrant. */
export function lockDataFolder(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "kerbside.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      process.once("exit", () => {
        try {
          if (Number(readFileSync(lockFile, "utf8")) === process.pid) rmSync(lockFile);
        } catch {
          // already gone
        }
      });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(lockFile, "utf8").trim());
      if (owner === process.pid) return;
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new DataFolderLockedError(path.resolve(dataDir), owner);
      }
      rmSync(lockFile, { force: true }); // stale lock of a process that died
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}
