// The production server as the HTTP benchmarks run it: a company made with the admin command
// (API access on, a key, a limit and balance that never refuse the benchmark), the server
// started as `npm start` starts it, and its CPU time and memory read from /proc.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { startArgs } from "./production-build";

/** Makes a company in the database `env` names; answers its live API key. */
export function createBenchCompany(root: string, env: NodeJS.ProcessEnv): string {
  const result = spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    [
      "scripts/admin.ts",
      "create-company",
      "--name",
      "Bench Hire",
      "--email",
      `bench-${Date.now()}@example.test`,
      "--password",
      "bench-password-1",
      "--rate-limit",
      "1000000",
      "--credits",
      "10000000",
    ],
    { cwd: root, env, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`admin create-company failed: ${result.stderr}`);
  return (JSON.parse(result.stdout.trim().split("\n").at(-1)!) as { api_key: string }).api_key;
}

/** The production server on `port`, once it answers. */
export async function startBenchServer(
  root: string,
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<ChildProcess> {
  // Node itself (not the tsx wrapper), so that its CPU time and memory can be read from /proc.
  const server = spawn(process.execPath, startArgs(root), {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      KERBSIDE_BENCH: "1",
      KERBSIDE_SEED_DEMO: "false",
      NEXTAUTH_SECRET: "bench-secret-bench-secret-bench-secret!!",
    },
    // Its log (a JSON line per request) is written, as in production, and not kept: a pipe
    // nobody reads would fill and hold the server up.
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`http://localhost:${port}/api/bench/bare`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error("the server did not start");
}

/** A process's CPU time in ms (user + system), or null where /proc is not available. */
export function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** A process's resident memory in MB, or null where /proc is not available. */
export function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}
