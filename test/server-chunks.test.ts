// The build's last step (scripts/server-chunks.ts): a server chunk Turbopack wrote several times
// is loaded once, and what each name answers is still the same chunk.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dedupeServerChunks } from "../scripts/server-chunks";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A dist folder with `files` under server/chunks (relative path -> content). */
function distWith(files: Record<string, string>): string {
  const dist = mkdtempSync(path.join(tmpdir(), "kerbside-chunks-"));
  dirs.push(dist);
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dist, "server", "chunks", name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return dist;
}

const chunk = (body: string, name: string) =>
  `module.exports=[1,(e,t)=>{t.exports=${JSON.stringify(body)}}];\n//# sourceMappingURL=${name}.map`;

describe("dedupeServerChunks", () => {
  it("makes each repeated chunk re-export its first copy, and leaves the rest alone", () => {
    const dist = distWith({
      "ssr/_a.js": chunk("shared", "_a.js"),
      "ssr/_a.js.map": "{}",
      "ssr/_b.js": chunk("shared", "_b.js"),
      "ssr/_b.js.map": "{}",
      "ssr/_c.js": chunk("other", "_c.js"),
      // The same content in another folder is a chunk of another runtime: kept.
      "_d.js": chunk("shared", "_d.js"),
      // Not a chunk (the runtime itself).
      "[turbopack]_runtime.js": "module.exports = {};",
      "ssr/[turbopack]_runtime.js": "module.exports = {};",
    });
    const chunks = path.join(dist, "server", "chunks");
    expect(dedupeServerChunks(dist)).toEqual({
      files: 1,
      bytes: Buffer.byteLength(chunk("shared", "_b.js").replace(/\n\/\/#.*$/, "")),
    });
    expect(readFileSync(path.join(chunks, "ssr/_b.js"), "utf8")).toBe(
      'module.exports = require("./_a.js");\n',
    );
    expect(existsSync(path.join(chunks, "ssr/_b.js.map"))).toBe(false);
    expect(readFileSync(path.join(chunks, "ssr/_a.js"), "utf8")).toBe(chunk("shared", "_a.js"));
    expect(readFileSync(path.join(chunks, "ssr/_c.js"), "utf8")).toBe(chunk("other", "_c.js"));
    expect(readFileSync(path.join(chunks, "_d.js"), "utf8")).toBe(chunk("shared", "_d.js"));

    // Both names answer the one array of module factories, as Turbopack's runtime reads it.
    const load = createRequire(path.join(chunks, "ssr", "index.js"));
    const first = load("./_a.js") as unknown[];
    expect(load("./_b.js")).toBe(first);
    expect(first[0]).toBe(1);

    // A second run finds nothing more to share.
    expect(dedupeServerChunks(dist)).toEqual({ files: 0, bytes: 0 });
  });
});
