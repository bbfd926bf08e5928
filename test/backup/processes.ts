// The processes of the backup tests: `npm run admin` (scripts/admin.ts) and a server
// (backup-server.ts) on a given data folder or database, each a real child process; and, on
// PostgreSQL, databases of their own, made and dropped beside the suite's.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { SANDBOX_PROVIDERS } from "~/env";

export const root = path.resolve(import.meta.dirname, "../..");

/** Where a process keeps its data: a data folder, and with PostgreSQL a database too. */
export type Place = { dataDir: string; databaseUrl?: string };

export function processEnv(place: Place, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "test",
    ...SANDBOX_PROVIDERS,
    KERBSIDE_DATA_DIR: place.dataDir,
    DATABASE_URL: place.databaseUrl ?? "",
    JOBS_IN_PROCESS: "false",
    ...extra,
  };
}

export type Finished = { code: number | null; stdout: string; stderr: string };

/** `npm run admin -- <args>` as node with tsx's loader; never throws for a failing command. */
export function admin(args: string[], env: NodeJS.ProcessEnv): Promise<Finished> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** `admin` that must succeed: its one JSON object. */
export async function adminJson<T>(args: string[], env: NodeJS.ProcessEnv): Promise<T> {
  const done = await admin(args, env);
  if (done.code !== 0) throw new Error(`admin ${args[0]} failed (${done.code}): ${done.stderr}`);
  return JSON.parse(done.stdout.trim()) as T;
}

export type Server = { url: string; stop: () => Promise<void> };

export async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "test/backup/backup-server.ts")],
    { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      const found = /listening (\d+)/.exec(chunk.toString())?.[1];
      if (found) resolve(Number(found));
    });
    child.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** A new, empty PostgreSQL database beside the suite's (DATABASE_URL), and how to drop it. */
export async function freshDatabase(label: string) {
  const suiteUrl = process.env.DATABASE_URL!;
  const name = `kerbside_backup_${label}_${randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: suiteUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(suiteUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** How many relations a database holds outside the catalogs (0: empty). */
export async function relationCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`,
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}
