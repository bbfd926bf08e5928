// `npm start`: the production server, as `npm run build` bundled it (scripts/build-server.ts),
// run by Node itself in this process. Stack traces name the bundle's lines; the source map
// beside it maps them to src/ when Node is started with NODE_OPTIONS=--enable-source-maps.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const entry = path.resolve(process.env.NEXT_DIST_DIR ?? ".next", "kerbside", "server.mjs");
if (!existsSync(entry)) {
  console.error(
    `There is no production build (${path.relative(process.cwd(), entry)} is missing): run \`npm run build\` first.`,
  );
  process.exit(1);
}
await import(pathToFileURL(entry).href);
