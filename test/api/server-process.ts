// Starts one of the test server scripts (api-server.ts, key-cache-server.ts) as a real
// process: node itself with tsx's loader (not the tsx wrapper, so a signal reaches the
// process serving), answering once it prints `listening <port>`.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export type ServerProcess = { child: ChildProcess; port: number; url: string };

export async function startServerProcess(
  script: "api-server.ts" | "key-cache-server.ts",
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "test/api", script)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      const found = /listening (\d+)/.exec(chunk.toString())?.[1];
      if (found) resolve(Number(found));
    });
    child.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
  });
  return { child, port, url: `http://127.0.0.1:${port}` };
}
