// `npm run worker` as its own process: it refuses the embedded database (the web process
// runs jobs there), runs jobs from PostgreSQL, and stops cleanly on SIGTERM.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { startJobs, stopJobs } from "~/server/jobs/workers";
import { enqueueEmail } from "~/server/services/email/queued-email";
import { eventually } from "../eventually";
import { createCompany, uniqueEmail } from "../factories";
import { spawnWorker, workerRunning } from "./worker-process";

describe("npm run worker", () => {
  it.runIf(!process.env.DATABASE_URL)("refuses the embedded database and says why", async () => {
    const worker = spawnWorker({ DATABASE_URL: undefined, KERBSIDE_DATA_DIR: ".data-worker-test" });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain("npm run worker needs DATABASE_URL");
  });

  it.runIf(process.env.DATABASE_URL)(
    "runs jobs from PostgreSQL and exits 0 on SIGTERM",
    async () => {
      // This process keeps enqueueing but stops working, so the worker process does the job.
      await stopJobs();
      await startJobs({ workers: false });
      const worker = spawnWorker();
      try {
        await workerRunning(worker);
        const { companyId } = await createCompany({ name: "Worker Process Hire" });
        const to = uniqueEmail("worker");
        await db.$transaction((tx) =>
          enqueueEmail(tx, {
            companyId,
            to,
            subject: "From the worker",
            text: "Sent by npm run worker.",
          }),
        );
        await eventually(() => db.sentEmail.findFirst({ where: { to } }), {
          what: "the worker to send the mail",
        });
      } finally {
        worker.child.kill("SIGTERM");
      }
      expect(await worker.exited).toBe(0);
      expect(worker.output()).toContain("SIGTERM, finishing in-flight jobs");
    },
  );
});
