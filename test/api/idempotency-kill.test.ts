// Keyed POSTs against a real server process that is killed (SIGKILL) at random
// moments, round after round; then, once the keys of dead requests are released
// (two minutes, simulated by ageing the claims), every key is retried against a
// fresh process. Every key did its work exactly once and the credit balance equals
// what was charged. Needs DATABASE_URL: the embedded database serves one process.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { apiCompany } from "./http";
import { startServerProcess } from "./server-process";

const shared = Boolean(process.env.DATABASE_URL);
const ROUNDS = 4;
const PER_ROUND = 6;
const CREDITS = 100;

type Job = { idempotencyKey: string; path: string; vrm: string };

function jobs(): Job[] {
  return Array.from({ length: ROUNDS * PER_ROUND }, (_, n) => ({
    idempotencyKey: `kill-${n}`,
    path: n % 2 === 0 ? "/reports" : "/vehicles",
    vrm: `KR${String(n + 10).padStart(2, "0")}ASH`,
  }));
}

function send(url: string, apiKey: string, job: Job): Promise<Response> {
  const body = job.path === "/reports" ? { vrm: job.vrm, type: "outbound" } : { vrm: job.vrm };
  return fetch(`${url}/api/v1${job.path}`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${apiKey}`,
      "Content-Type": "application/json",
      "Idempotency-Key": job.idempotencyKey,
    },
    body: JSON.stringify(body),
  });
}

describe.skipIf(!shared)("Idempotency-Key across kill -9 of the server", () => {
  it("does the work of every key exactly once, and charges what it did", async () => {
    const { companyId, key } = await apiCompany({ credits: CREDITS, rateLimit: 1000 });
    const all = jobs();
    for (let round = 0; round < ROUNDS; round++) {
      const { child, url } = await startServerProcess("api-server.ts");
      const batch = all.slice(round * PER_ROUND, (round + 1) * PER_ROUND);
      const sent = batch.map((job) => send(url, key, job).catch(() => undefined));
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 600));
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
      await Promise.all(sent);
    }
    // Two minutes later: claims of requests that died are released.
    await db.idempotencyKey.updateMany({
      where: { companyId, responseStatus: null },
      data: { createdAt: new Date(Date.now() - 3 * 60 * 1000) },
    });

    const { child, url } = await startServerProcess("api-server.ts");
    try {
      for (const job of all)
        expect((await send(url, key, job)).status, job.idempotencyKey).toBe(201);
    } finally {
      child.kill("SIGKILL");
    }
    for (const job of all) {
      const where = { companyId, vrm: job.vrm };
      expect(await db.vehicle.count({ where }), job.vrm).toBe(1);
      if (job.path === "/reports")
        expect(await db.report.count({ where: { companyId, vehicle: where } }), job.vrm).toBe(1);
    }
    const reports = await db.report.count({ where: { companyId } });
    expect(reports).toBe(all.filter((job) => job.path === "/reports").length);
    expect((await db.company.findUniqueOrThrow({ where: { id: companyId } })).creditBalance).toBe(
      CREDITS - reports,
    );
  }, 180_000);
});

if (!shared)
  console.warn(
    "idempotency-kill.test.ts skipped: set DATABASE_URL to kill a server process on PostgreSQL mid-request.",
  );
