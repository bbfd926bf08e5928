// The production build the server benchmarks run (`npm run build`: Next.js and the bundled
// server entry), made first when NEXT_DIST_DIR holds none. An existing build is used as it
// is: build again after changing the code.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export function ensureBuild(root: string, env: NodeJS.ProcessEnv): void {
  const distDir = env.NEXT_DIST_DIR ?? ".next";
  if (
    existsSync(path.join(root, distDir, "BUILD_ID")) &&
    existsSync(path.join(root, distDir, "kerbside", "server.mjs"))
  )
    return;
  console.log(`No production build in ${distDir}: building it first.`);
  const built = spawnSync("npm", ["run", "build"], { cwd: root, env, stdio: "inherit" });
  if (built.status !== 0) throw new Error("npm run build failed");
}

/**
 * Node's arguments for the production server, as `npm start` gives them (its Node flags, then
 * scripts/start.mjs), so that a benchmark runs the server Node itself and can read its CPU time
 * and memory from /proc.
 */
export function startArgs(root: string): string[] {
  const scripts = (
    JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const [node, ...args] = (scripts.start ?? "").split(/\s+/);
  if (node !== "node" || args.at(-1) !== "scripts/start.mjs")
    throw new Error(`npm start is not "node [flags] scripts/start.mjs": ${scripts.start}`);
  return args;
}
