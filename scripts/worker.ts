// `npm run worker`: runs the background job handlers (email, webhook deliveries, the outbox
// dispatcher) as their own process against DATABASE_URL. Any number may run beside any
// number of web processes. SIGTERM lets in-flight jobs finish, then releases the rest. It logs
// as the server does (JSON lines on stdout); with METRICS_PORT it serves its own metrics
// (its webhook deliveries are counted here) at /api/metrics on that port.
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: "production" });

import { createServer } from "node:http";
import { startEnv } from "./start-env";

const env = await startEnv();

if (env.embedded) {
  console.error(
    "npm run worker needs DATABASE_URL (PostgreSQL). With the embedded database the web process (npm run dev / npm start) runs the jobs itself.",
  );
  process.exit(1);
}

// Email carrying a link travels sealed under a key derived from it (secret-box.ts).
if (!process.env.NEXTAUTH_SECRET) {
  console.error(
    "Invalid configuration:\n  NEXTAUTH_SECRET: is required, the same as the web processes' (32 or more random characters)",
  );
  process.exit(1);
}

const { logConsole, logger, messageOf } = await import("../src/server/observability/logger");
logConsole();
const { metricsListener } = await import("../src/server/http/metrics-endpoint");
const { closeDatabase, prepareDatabase } = await import("../src/server/db");
const { describeDatabase } = await import("../src/server/db/describe");
const { startJobs, stopJobs } = await import("../src/server/jobs/workers");

try {
  await prepareDatabase();
  await startJobs({ workers: true });
} catch (error) {
  logger.fatal({ error: messageOf(error) }, "The worker could not start");
  process.exit(1);
}
if (env.METRICS_PORT) createServer(metricsListener()).listen(env.METRICS_PORT);
logger.info(
  { database: describeDatabase(), metrics_port: env.METRICS_PORT ?? null },
  `Kerbside worker ${process.pid} is running jobs from ${describeDatabase()}.`,
);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    logger.info({ signal }, `Kerbside worker ${process.pid}: ${signal}, finishing in-flight jobs.`);
    void stopJobs()
      .then(() => closeDatabase())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "The worker did not stop cleanly");
          process.exit(1);
        },
      );
  });
}
