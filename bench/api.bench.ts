// The cost of the public API's pipeline: an authenticated GET /api/v1/credits (key
// lookup, allow-list, rate limit with a raised limit, one database read, problem-ready
// wrapper) beside a bare Next.js route handler answering constant JSON, measured in
// one run on the same production build with autocannon (-c 50, ~10 s each).
// Goal: the API path keeps at least half of the bare handler's throughput.
// Also, in the same run, POST /api/v1/reports (registry cache hit, a report with its
// checklist, the guarded credit charge and the outbox, in one transaction).
//
// Uses the production build in NEXT_DIST_DIR (default .next), building it first when
// missing; a fresh embedded data folder, or DATABASE_URL when set. `BENCH_SECONDS`
// changes the duration, `BENCH_PORT` the port (default 3190).
import autocannon from "autocannon";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { BenchResult } from "./types";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const port = Number(process.env.BENCH_PORT ?? 3190);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = path.join(root, `.data-bench-${port}`);
const tsx = path.join(root, "node_modules/.bin/tsx");
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1", KERBSIDE_DATA_DIR: dataDir };

function ensureBuild(): void {
  if (existsSync(path.join(root, distDir, "BUILD_ID"))) return;
  console.log(`No production build in ${distDir}: building it first.`);
  const built = spawnSync(path.join(root, "node_modules/.bin/next"), ["build"], { cwd: root, env, stdio: "inherit" });
  if (built.status !== 0) throw new Error("next build failed");
}

/** A company with API access on, a key, and a limit high enough never to refuse the benchmark. */
function createCompany(): string {
  const result = spawnSync(
    tsx,
    ["scripts/admin.ts", "create-company", "--name", "Bench Hire", "--email", `bench-${Date.now()}@example.test`, "--password", "bench-password-1", "--rate-limit", "1000000", "--credits", "10000000"],
    { cwd: root, env, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`admin create-company failed: ${result.stderr}`);
  return (JSON.parse(result.stdout.trim().split("\n").at(-1)!) as { api_key: string }).api_key;
}

async function startServer(): Promise<ChildProcess> {
  // Node itself (not the tsx wrapper), so that its CPU time can be read from /proc.
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/server.ts"], {
    cwd: root,
    env: { ...env, PORT: String(port), KERBSIDE_BENCH: "1", KERBSIDE_SEED_DEMO: "false", NEXTAUTH_SECRET: "bench-secret-bench-secret-bench-secret!!" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`http://localhost:${port}/api/bench/bare`).then((r) => r.ok, () => false);
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error("the server did not start");
}

/** The server's CPU time in ms (user + system), or null where /proc is not available. */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

type Request = { method?: "GET" | "POST"; body?: string };

async function load(url: string, headers: Record<string, string>, duration: number, pid?: number, request: Request = {}) {
  const before = pid ? cpuMs(pid) : null;
  const result = await autocannon({ url, connections: 50, duration, headers, ...request });
  const after = pid ? cpuMs(pid) : null;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuPerRequest = before !== null && after !== null ? (after - before) / result.requests.total : null;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuPerRequest };
}

const describe = (r: Awaited<ReturnType<typeof load>>) =>
  `p50 ${r.p50} ms, p99 ${r.p99} ms${r.cpuPerRequest === null ? "" : `, server CPU ${r.cpuPerRequest.toFixed(2)} ms/request`}`;

export async function main(): Promise<BenchResult[]> {
  ensureBuild();
  if (!process.env.DATABASE_URL) rmSync(dataDir, { recursive: true, force: true });
  const key = createCompany();
  const server = await startServer();
  try {
    const bare = `http://localhost:${port}/api/bench/bare`;
    const api = `http://localhost:${port}/api/v1/credits`;
    const auth = { Authorization: `Bearer ${key}` };
    const check = await fetch(api, { headers: auth });
    if (check.status !== 200) throw new Error(`GET /api/v1/credits answered ${check.status}: ${await check.text()}`);
    // Warm both paths (JIT, route compilation, connection pools) before measuring.
    await load(bare, {}, 2);
    await load(api, auth, 2);
    const bareResult = await load(bare, {}, seconds, server.pid);
    const apiResult = await load(api, auth, seconds, server.pid);
    const reports = `http://localhost:${port}/api/v1/reports`;
    const create: Request = { method: "POST", body: JSON.stringify({ vrm: "AA19AAA", type: "outbound" }) };
    const json = { ...auth, "Content-Type": "application/json" };
    await load(reports, json, 2, undefined, create);
    const createResult = await load(reports, json, seconds, server.pid, create);
    const ratio = apiResult.rps / bareResult.rps;
    const database = process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite";
    const results: BenchResult[] = [
      { name: "bare route handler", value: Math.round(bareResult.rps), unit: "req/s", note: describe(bareResult) },
      { name: "GET /api/v1/credits (key, allow-list, rate limit, DB read)", value: Math.round(apiResult.rps), unit: "req/s", note: `${describe(apiResult)}; ${database}` },
      { name: "API / bare throughput", value: Math.round(ratio * 100), unit: "%", goal: ">= 50 %", note: ratio >= 0.5 ? "met" : "NOT met" },
      { name: "POST /api/v1/reports (1 credit each)", value: Math.round(createResult.rps), unit: "req/s", note: `${describe(createResult)}; ${Math.round((createResult.rps / bareResult.rps) * 100)} % of bare` },
    ];
    if (bareResult.cpuPerRequest && apiResult.cpuPerRequest) {
      // On a machine shared with other work, CPU per request is steadier than throughput.
      const cpuRatio = bareResult.cpuPerRequest / apiResult.cpuPerRequest;
      results.push({ name: "API / bare, by server CPU per request", value: Math.round(cpuRatio * 100), unit: "%", goal: ">= 50 %", note: cpuRatio >= 0.5 ? "met" : "NOT met" });
    }
    return results;
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    if (!process.env.DATABASE_URL) rmSync(dataDir, { recursive: true, force: true });
  }
}
