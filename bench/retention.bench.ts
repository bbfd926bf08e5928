// Personal data at scale (issue 34), on a copy of the scale data set (bench/scale-data.ts:
// 1,000,000 reports, 200,000 customers in the big company), so the set itself stays whole:
//   - the retention job (`applyRetention`, as the daily job runs it) over the big company with
//     the shortest policy (documents and inactive hirers 1 year, licence checks 30 days),
//     while the production server answers POST /reports at a steady 50 a second. Goals: the
//     job within 10 minutes; POST /reports p99 under 500 ms meanwhile (and, beside it, the same
//     load's p99 with no job running).
//   - erasing a hirer with 50 agreements (each with its reports), as POST /customers/{id}/erase
//     does, in that big company. Goal: under 1 s.
// Needs PostgreSQL and a production build:
//   DATABASE_URL=postgresql://.../kb_bench npm run bench -- retention
import autocannon from "autocannon";
import pg from "pg";
import path from "node:path";
import { createBenchCompany, startBenchServer } from "./bench-server";
import { ensureBuild } from "./production-build";
import { scaleCompany, SCALE_NOTE } from "./scale-data";
import type { BenchResult } from "./types";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const port = Number(process.env.BENCH_PORT ?? 3193);
const RATE = 50;
const CONNECTIONS = 10;
const BASELINE_SECONDS = 20;
const HIRERS = 3;
const AGREEMENTS = 50;

type Load = { stop: () => Promise<{ p99: number; requests: number; failures: number }> };

/** POST /reports at RATE a second until stopped. */
function reportLoad(key: string): Load {
  let finish: (result: autocannon.Result) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  const instance = autocannon(
    {
      url: `http://localhost:${port}/api/v1/reports`,
      method: "POST",
      connections: CONNECTIONS,
      overallRate: RATE,
      duration: 3600,
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ vrm: "AA19AAA", type: "outbound" }),
    },
    (error, result) => {
      if (error) throw error;
      finish(result);
    },
  );
  return {
    stop: async () => {
      instance.stop();
      const result = await done;
      return {
        p99: result.latency.p99,
        requests: result.requests.total,
        failures: result.non2xx + result.errors,
      };
    },
  };
}

async function copyDatabase(source: URL): Promise<URL> {
  const name = source.pathname.slice(1);
  const copy = `${name}_retention`;
  const admin = new URL(source);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`);
  const started = performance.now();
  await client.query(`CREATE DATABASE "${copy}" TEMPLATE "${name}"`);
  console.log(
    `Copied ${name} to ${copy} in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
  await client.end();
  const url = new URL(source);
  url.pathname = `/${copy}`;
  return url;
}

async function dropDatabase(url: URL): Promise<void> {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${url.pathname.slice(1)}" WITH (FORCE)`);
  await client.end();
}

export async function main(): Promise<BenchResult[]> {
  if (!process.env.DATABASE_URL)
    return [
      { name: "retention at scale", value: 0, unit: "s", note: "skipped: needs DATABASE_URL" },
    ];
  const source = new URL(process.env.DATABASE_URL);
  // The scale data, seeded first when missing; then a copy of it to work on.
  const seeding = new pg.Client({ connectionString: source.toString() });
  await seeding.connect();
  const bigCompany = await scaleCompany(seeding);
  await seeding.end();
  const copy = await copyDatabase(source);
  // Before anything reads the settings (src/env.js parses them once, on its first import).
  process.env.DATABASE_URL = copy.toString();
  const { SAMPLE_SELLER, SANDBOX_PROVIDERS } = await import("../src/env.js");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    ...SANDBOX_PROVIDERS,
    ...SAMPLE_SELLER,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  ensureBuild(root, env);
  const { prepareDatabase, closeDatabase } = await import("../src/server/db");
  const { applyRetention } = await import("../src/server/services/privacy/apply-retention");
  const { eraseCustomer } = await import("../src/server/services/privacy/erase-customer");
  const { updateRetentionPolicy } = await import("../src/server/services/privacy/retention-policy");
  const { createCustomer } = await import("../src/server/services/customers/create-customer");
  const { createVehicle } = await import("../src/server/services/vehicles/create-vehicle");
  const { createAgreement } = await import("../src/server/services/agreements/write-agreement");
  const { createReport } = await import("../src/server/services/reports/create-report");
  const { grantCredits } = await import("../src/server/services/operator/operator-commands");
  const { startJobs, stopJobs } = await import("../src/server/jobs/workers");
  await prepareDatabase();
  // The job's batches and the hirers made below queue jobs (files to delete, events to send):
  // the queue must be open (its jobs are not run here).
  await startJobs({ workers: false });
  const key = createBenchCompany(root, env);
  const server = await startBenchServer(root, env, port);
  const results: BenchResult[] = [];
  try {
    const actor = { kind: "api_key" } as const;
    const baseline = reportLoad(key);
    await new Promise((resolve) => setTimeout(resolve, BASELINE_SECONDS * 1000));
    const quiet = await baseline.stop();

    await updateRetentionPolicy({
      companyId: bigCompany,
      actor,
      input: { licence_check_days: 30, inactive_customer_years: 1, document_years: 1 },
    });
    const during = reportLoad(key);
    const started = performance.now();
    const counts = await applyRetention({ companyId: bigCompany });
    const seconds = (performance.now() - started) / 1000;
    const load = await during.stop();
    results.push(
      {
        name: `retention job, big company (${SCALE_NOTE})`,
        value: Math.round(seconds),
        unit: "s",
        goal: "< 600 s",
        note: `${seconds < 600 ? "met" : "NOT met"}; reports cleared ${counts.reportsCleared}, agreements cleared ${counts.agreementsCleared}, hirers erased ${counts.customersErased}, licence checks stripped ${counts.licenceChecksStripped}`,
      },
      {
        name: `POST /reports p99 at ${RATE}/s while it runs`,
        value: load.p99,
        unit: "ms",
        goal: "< 500 ms",
        note: `${load.p99 < 500 && !load.failures ? "met" : "NOT met"}; ${load.requests} requests, ${load.failures} failed; with no job running: p99 ${quiet.p99} ms (${quiet.requests} requests, ${quiet.failures} failed)`,
      },
    );

    // Erasure: hirers of the big company, each with 50 agreements (drafts: a live hire would
    // refuse it) and a report on each (a credit each: the scale data's company holds none).
    await grantCredits({ companyId: bigCompany, credits: HIRERS * AGREEMENTS });
    const times: number[] = [];
    for (let h = 0; h < HIRERS; h++) {
      const customer = await createCustomer({
        companyId: bigCompany,
        actor,
        input: {
          name: `Erasure Bench ${h}`,
          email: `erasure-${h}-${Date.now()}@example.test`,
          phone: "+447700900123",
        },
      });
      const vrm = `EB${String(10 + h)}AAA`;
      const { vehicle } = await createVehicle({ companyId: bigCompany, actor, vrm });
      for (let a = 0; a < AGREEMENTS; a++) {
        const agreement = await createAgreement({
          companyId: bigCompany,
          actor,
          input: {
            customer_id: customer.id,
            vehicle_id: vehicle.id,
            starts_at: new Date(Date.UTC(2027, 0, 1 + a * 7, 9)).toISOString(),
            ends_at: new Date(Date.UTC(2027, 0, 4 + a * 7, 9)).toISOString(),
            daily_rate_pence: 4500,
          },
        });
        await createReport({
          companyId: bigCompany,
          actor,
          input: { vrm, type: "outbound", agreement_id: agreement.id },
        });
      }
      const t0 = performance.now();
      await eraseCustomer({ companyId: bigCompany, actor, customerId: customer.id });
      times.push(performance.now() - t0);
    }
    const worst = Math.max(...times);
    results.push({
      name: `erasure of a hirer with ${AGREEMENTS} agreements and reports`,
      value: Math.round(worst),
      unit: "ms",
      goal: "< 1000 ms",
      note: `${worst < 1000 ? "met" : "NOT met"}; worst of ${HIRERS} (${times.map((t) => Math.round(t)).join(", ")} ms)`,
    });
    return results;
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await stopJobs({ timeoutMs: 2_000 });
    await closeDatabase();
    await dropDatabase(copy);
  }
}
