// The one server entry, for `npm run dev` (--dev) and `npm start`. It prepares the
// database (migrations; the demo company on a new embedded database), then serves
// node:http: /api/v1/* straight to the REST handler, everything else to Next.js
// (src/server/http/node-server.ts), with the client's socket address passed in. What it
// says goes to the log (JSON lines on stdout); the demo company's login and key, said once
// to the person starting it, go to stderr, since the log never holds a password or a key.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import next from "next";
import { startEnv } from "./start-env";

// The heap grows to 1.75 times what the last full collection kept, not up to four times:
// under load the old generation fills with requests' garbage, and V8's default let a server
// whose live heap is ~150 MB reach 0.9-1 GB before collecting it (the same throughput either
// way; bench/NOTES.md). V8 reads the setting whenever it recomputes the limit, so setting it
// here, before the first request, takes effect. The young generation's size is read only at
// start, so `npm start` gives it (--max-semi-space-size=32) on Node's command line.
// NODE_OPTIONS=--max-old-space-size caps the heap outright.
setFlagsFromString("--heap-growing-percent=75");

const dev = process.argv.includes("--dev");
if (!process.env.NODE_ENV)
  Object.assign(process.env, { NODE_ENV: dev ? "development" : "production" });
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

const env = await startEnv();

const dataDir = path.resolve(env.KERBSIDE_DATA_DIR);

/** Embedded mode keeps its own session secret in the data folder; server mode must be given one. */
function ensureAuthSecret(): void {
  if (process.env.NEXTAUTH_SECRET) return;
  if (!env.embedded) {
    console.error(
      "Invalid configuration:\n  NEXTAUTH_SECRET: is required when DATABASE_URL is set (32 or more random characters)",
    );
    process.exit(1);
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "auth-secret");
  if (!existsSync(file))
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  process.env.NEXTAUTH_SECRET = readFileSync(file, "utf8").trim();
}

ensureAuthSecret();
process.env.NEXTAUTH_URL ??= env.APP_URL;

const { logConsole, logger, messageOf } = await import("../src/server/observability/logger");
logConsole();
const { prepareDatabase } = await import("../src/server/db");
const { describeDatabase } = await import("../src/server/db/describe");
const { DEMO_LOGIN, seedDemoCompany } = await import("../src/server/services/company/seed-demo");
const { requestHandler } = await import("../src/server/http/node-server");
const { loadRouteTemplates } = await import("../src/server/http/route-templates");
const { startJobs, stopJobs } = await import("../src/server/jobs/workers");
const { closeDatabase } = await import("../src/server/db");
const { flushRequestLog } = await import("../src/server/services/request-log/log-buffer");

try {
  const applied = await prepareDatabase();
  if (applied.length)
    logger.info(
      { migrations: applied.length },
      `Applied ${applied.length} migration(s) to ${describeDatabase()}.`,
    );
} catch (error) {
  logger.fatal({ error: messageOf(error) }, "The database could not be prepared");
  process.exit(1);
}

// Every process can enqueue; the workers run here only with JOBS_IN_PROCESS (default when embedded).
await startJobs({ workers: env.JOBS_IN_PROCESS });
const demoLines: string[] = [];
if (env.KERBSIDE_SEED_DEMO) {
  const demo = await seedDemoCompany();
  // The key is printed once, when it is made, and never kept on disk: after `Regenerate key`
  // a stored copy would be a key that no longer works. Older versions left one; it goes.
  rmSync(path.join(dataDir, "demo-api-key"), { force: true });
  demoLines.push(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  demoLines.push(
    demo.apiKey
      ? `Demo API key (shown this once): ${demo.apiKey}`
      : "Demo API key: shown when the demo company was made; make a new one under Settings > API access.",
  );
}

// The agreements' PAdES seal: load the configured key, or make one on first start.
await (await import("../src/server/pdf/seal")).prepareSeal();

const app = next({
  dev,
  turbopack: dev,
  dir: process.cwd(),
  hostname: "localhost",
  port: env.PORT,
});
const handle = app.getRequestHandler();
await app.prepare();

const routes = loadRouteTemplates({ dev, distDir: process.env.NEXT_DIST_DIR ?? ".next" });
const server = createServer(requestHandler({ dev, appUrl: env.APP_URL, next: handle, routes }));

// Slow senders cannot hold a connection for ever: the headers within 20 s, the whole request within 2 minutes.
server.headersTimeout = 20_000;
server.requestTimeout = 120_000;
// An idle keep-alive connection stays open 65 s (Node's default is 5 s): longer than a load
// balancer's idle timeout (60 s on most), so the client, not this server, closes it, and never
// sends a request down a connection this server is closing at that moment (a reset, or the
// balancer's 502). The same race reset an e2e client's request once in CI.
server.keepAliveTimeout = 65_000;

// SIGTERM: stop taking requests, finish in-flight ones (up to 10 s), let in-flight jobs
// finish (or release them), close the database.
const SHUTDOWN_GRACE_MS = 10_000;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    logger.info({ signal }, "Stopping: finishing in-flight requests and jobs");
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const late = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    void drained
      .then(() => clearTimeout(late))
      .then(() => flushRequestLog())
      .then(() => stopJobs())
      .then(() => closeDatabase())
      .finally(() => process.exit(0));
  });
}

server.listen(env.PORT, () => {
  logger.info(
    {
      port: env.PORT,
      database: describeDatabase(),
      jobs: env.JOBS_IN_PROCESS ? "in this process" : "npm run worker, beside this server",
      api: `${env.APP_URL}/api/v1`,
      docs: `${env.APP_URL}/docs`,
    },
    `Kerbside is running at ${env.APP_URL}`,
  );
  if (demoLines.length) process.stderr.write(`\n${demoLines.join("\n")}\n\n`);
});
