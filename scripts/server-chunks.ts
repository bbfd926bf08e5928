// Part of `npm run build`: Turbopack writes some server chunks several times under different
// names, byte for byte the same but for their source-map comment (one copy per entry that uses
// them: 69 files, 17 MB in this build). Node loads each copy as a module of its own, so the
// server kept every copy's source in memory (V8 needs a script's source to compile its functions
// lazily): about 30 MB of strings. Each copy after the first becomes a one-line module that
// re-exports the first; Turbopack's runtime only reads a chunk's array of module factories,
// which is then the same array, so each module is still installed once.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=[^\n]*\s*$/;

function chunkFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Makes each repeated chunk of `<distDir>/server/chunks` re-export its first copy; answers how many and their bytes. */
export function dedupeServerChunks(distDir: string): { files: number; bytes: number } {
  const first = new Map<string, string>();
  let files = 0;
  let bytes = 0;
  for (const file of chunkFiles(path.join(distDir, "server", "chunks"))) {
    const code = readFileSync(file, "utf8").replace(SOURCE_MAP_COMMENT, "");
    // Only chunks (`module.exports=[...]`) of the same folder: a chunk names its siblings relatively.
    if (!code.startsWith("module.exports=[")) continue;
    const key = `${path.dirname(file)}\n${createHash("sha256").update(code).digest("hex")}`;
    const original = first.get(key);
    if (original === undefined) {
      first.set(key, file);
      continue;
    }
    writeFileSync(file, `module.exports = require("./${path.basename(original)}");\n`);
    rmSync(`${file}.map`, { force: true });
    files += 1;
    bytes += Buffer.byteLength(code);
  }
  return { files, bytes };
}
