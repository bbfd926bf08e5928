// `npm test`: every check, in order, stopping at the first failure: typecheck and lint (side
// by side: each takes one core), unit and integration tests (vitest), the production build,
// and the Playwright e2e suites (api and ui) against it. Runs on PostgreSQL when DATABASE_URL
// is set, otherwise on the embedded database. Ends with each failing test on a line of its own
// (`✗ file › test: the error`) and one "N passed, N failed" line.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import {
  failureLines,
  playwrightCounts,
  readReport,
  vitestCounts,
  type PlaywrightReport,
  type VitestReport,
} from "./test-reports";

type Step = {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Runs beside the step after it (its output is printed whole when it ends). */
  besideNext?: boolean;
};

const only = process.argv.slice(2);
// Where the counts are written; .ci/run gives each database's run its own folder.
const reports = process.env.TEST_REPORTS_DIR ?? ".test-reports";
const steps: Step[] = [
  { name: "typecheck", command: "tsc", args: ["--noEmit"], besideNext: true },
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
  {
    name: "vitest",
    command: "vitest",
    args: [
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${reports}/vitest.json`,
    ],
  },
  {
    name: "build",
    command: "npm",
    args: ["run", "--silent", "build"],
    env: { NEXT_TELEMETRY_DISABLED: "1" },
  },
  {
    name: "e2e",
    command: "playwright",
    // E2E_PROJECT=api runs only the HTTP suite (.ci/run's second database; the browser
    // journeys run once, on PostgreSQL).
    args: ["test", ...(process.env.E2E_PROJECT ? ["--project", process.env.E2E_PROJECT] : [])],
  },
].filter((s) => only.length === 0 || only.includes(s.name));

/** Runs a step with its output captured, printed in one piece when it ends; resolves its exit status. */
function runCaptured(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { env: { ...process.env, ...step.env } });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (status) => {
      process.stdout.write(Buffer.concat(output));
      resolve(status ?? 1);
    });
  });
}

function runInline(step: Step): number {
  return (
    spawnSync(step.command, step.args, {
      stdio: "inherit",
      env: { ...process.env, ...step.env },
    }).status ?? 1
  );
}

rmSync(reports, { recursive: true, force: true });
const started = Date.now();
let failedStep: string | null = null;
for (let i = 0; i < steps.length && !failedStep; i++) {
  const group = [steps[i]!];
  while (group.at(-1)!.besideNext && i + 1 < steps.length) group.push(steps[++i]!);
  const t0 = Date.now();
  console.log(`\n▶ ${group.map((step) => step.name).join(" + ")}`);
  const statuses =
    group.length === 1 ? [runInline(group[0]!)] : await Promise.all(group.map(runCaptured));
  const outcomes = group.map((step, k) => `${step.name}: ${statuses[k] === 0 ? "ok" : "FAILED"}`);
  console.log(`◀ ${outcomes.join(", ")} in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  failedStep = group.find((_, k) => statuses[k] !== 0)?.name ?? null;
}

const vitestReport = readReport<VitestReport>(`${reports}/vitest.json`);
const playwrightReport = readReport<PlaywrightReport>(`${reports}/e2e.json`);
const vitest = vitestCounts(vitestReport);
const e2e = playwrightCounts(playwrightReport);
const passed = vitest.passed + e2e.passed;
// A step that failed without a failing test to show for it (a server that did not start, a
// type error) counts as one failure.
const failed =
  vitest.failed +
  e2e.failed +
  (failedStep &&
  !(failedStep === "vitest" && vitest.failed > 0) &&
  !(failedStep === "e2e" && e2e.failed > 0)
    ? 1
    : 0);
console.log(
  `\nDatabase: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}; ${((Date.now() - started) / 1000).toFixed(0)}s in all.`,
);
if (failedStep) console.log(`Stopped at the failing step: ${failedStep}.`);
for (const line of failureLines(vitestReport, playwrightReport, process.cwd())) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
