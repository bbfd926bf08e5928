// Part of `npm run build`, after `next build`: bundles the server entry (scripts/server.ts)
// and everything it imports from src/ into one ES module beside the Next.js build,
// `<NEXT_DIST_DIR>/kerbside/server.mjs`, which `npm start` runs with plain Node. Packages stay
// in node_modules (imported, not copied). Running the TypeScript through tsx at run time
// instead kept a transpiled copy of every module and its source map in memory: about
// 310 MB more resident memory for the same server. Then the repeated server chunks of the
// Next.js build are made to share one copy (scripts/server-chunks.ts).
import { build } from "esbuild";
import path from "node:path";
import { dedupeServerChunks } from "./server-chunks";

const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const outfile = path.join(distDir, "kerbside", "server.mjs");

await build({
  entryPoints: ["scripts/server.ts"],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
console.log(`Server entry bundled: ${outfile}`);
const shared = dedupeServerChunks(distDir);
console.log(
  `Repeated server chunks shared: ${shared.files} (${(shared.bytes / 1e6).toFixed(1)} MB)`,
);
