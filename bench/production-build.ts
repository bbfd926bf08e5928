// The production build the server benchmarks run (`npm run build`: Next.js and the bundled
// server entry), made first when NEXT_DIST_DIR holds none. An existing build is used as it
// is: build again after changing the code.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

export function ensureBuild(root: string, env: NodeJS.ProcessEnv): void {
  const distDir = env.NEXT_DIST_DIR ?? ".next";
  if (existsSync(path.join(root, distDir, "BUILD_ID")) && existsSync(path.join(root, distDir, "kerbside", "server.mjs"))) return;
  console.log(`No production build in ${distDir}: building it first.`);
  const built = spawnSync("npm", ["run", "build"], { cwd: root, env, stdio: "inherit" });
  if (built.status !== 0) throw new Error("npm run build failed");
}
