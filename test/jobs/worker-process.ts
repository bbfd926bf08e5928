// Runs `scripts/worker.ts` (what `npm run worker` runs) as a child process for tests and benchmarks.
import { spawn, type ChildProcess } from "node:child_process";
import { SAMPLE_SELLER, SANDBOX_PROVIDERS } from "~/env";

export type WorkerProcess = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

export function spawnWorker(env: Record<string, string | undefined> = {}): WorkerProcess {
  // One process (node with tsx's loader), not the tsx CLI, which runs the script in a child: a SIGKILL must hit the worker itself.
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
    env: { ...process.env, NODE_ENV: "production", ...SANDBOX_PROVIDERS, ...SAMPLE_SELLER, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

/** Resolves once the worker says it runs jobs. */
export async function workerRunning(worker: WorkerProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!worker.output().includes("is running jobs")) {
    if (worker.child.exitCode !== null) throw new Error(`The worker exited: ${worker.output()}`);
    if (Date.now() > deadline) throw new Error(`The worker did not start: ${worker.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
