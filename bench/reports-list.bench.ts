// GET /reports at scale: the big company of the scale data set (bench/scale-data.ts:
// 1,000,000 of its reports among other companies' on PostgreSQL), p50/p95 per page at the
// service level (query + serialisation, as the GET does it) for the first page, a deep
// page by cursor and every filter of the contract, then the plan of each scenario.
// Goal: p95 under 20 ms per page. Without DATABASE_URL it is skipped.
//
//   DATABASE_URL=postgresql://.../kb_bench npm run bench -- reports-list
import { timeScenarios, type Scenario } from "./list-scenarios";
import { SCALE_COUNTS, SCALE_NOTE, scaleBench } from "./scale-data";
import type { BenchResult } from "./types";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

export async function main(): Promise<BenchResult[]> {
  return scaleBench("GET /reports at scale", async ({ client, companyId }) => {
    const { env } = await import("../src/env");
    const { listReports } = await import("../src/server/services/reports/list-reports");
    const { toPage, encodeCursor } = await import("../src/server/services/pagination");
    const { toReport, ListReportsInput } = await import("../src/server/models/report");

    // Inputs drawn from the data, so each round asks a real question.
    const sample = (
      await client.query<{
        vehicleId: string;
        vrm: string;
        customerId: string | null;
        agreementId: string | null;
      }>(
        `SELECT r."vehicleId", v.vrm, r."customerId", r."agreementId" FROM "Report" r JOIN "Vehicle" v ON v.id = r."vehicleId"
       WHERE r."companyId" = $1 AND r."customerId" IS NOT NULL AND r."agreementId" IS NOT NULL ORDER BY md5(r.id) LIMIT 400`,
        [companyId],
      )
    ).rows;
    const deep = (
      await client.query<{ id: string }>(
        `SELECT id FROM "Report" WHERE "companyId" = $1 ORDER BY id DESC OFFSET $2 LIMIT 1`,
        [companyId, Math.floor(SCALE_COUNTS.reports * 0.75)],
      )
    ).rows[0]!.id;
    const pick = <T>(items: T[], i: number) => items[i % items.length]!;
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

    const scenarios: Scenario[] = [
      { name: "first page", query: () => ({}) },
      { name: "first page, limit=100", query: () => ({ limit: 100 }) },
      { name: "deep page by cursor (75% in)", query: () => ({ cursor: encodeCursor(deep) }) },
      { name: "status = draft (5%)", query: () => ({ status: "draft" }) },
      { name: "status = signed_off (51%)", query: () => ({ status: "signed_off" }) },
      {
        name: "status = cancelled, deep by cursor",
        query: () => ({ status: "cancelled", cursor: encodeCursor(deep) }),
      },
      { name: "type = inbound (25%)", query: () => ({ type: "inbound" }) },
      { name: "type = pre_purchase (8%)", query: () => ({ type: "pre_purchase" }) },
      { name: "type = post_wash (none)", query: () => ({ type: "post_wash" }) },
      {
        name: "status = draft + type = pickup",
        query: () => ({ status: "draft", type: "pickup" }),
      },
      { name: "vrm = exact registration", query: (i) => ({ vrm: pick(sample, i).vrm }) },
      { name: "vehicle_id", query: (i) => ({ vehicle_id: pick(sample, i).vehicleId }) },
      { name: "customer_id", query: (i) => ({ customer_id: pick(sample, i).customerId }) },
      { name: "agreement_id", query: (i) => ({ agreement_id: pick(sample, i).agreementId }) },
      {
        name: "created_from/to (one week, a year ago)",
        query: () => ({ created_from: day(-372), created_to: day(-365) }),
      },
      {
        name: "created_from/to + status = completed",
        query: () => ({ created_from: day(-372), created_to: day(-365), status: "completed" }),
      },
      {
        name: "created_from (last 24 hours)",
        query: () => ({ created_from: new Date(Date.now() - 86_400_000).toISOString() }),
      },
    ];

    return timeScenarios({
      title: `GET /reports (${SCALE_COUNTS.reports.toLocaleString("en-GB")} reports in the company, ${SCALE_NOTE})`,
      endpoint: "GET /reports",
      rounds: ROUNDS,
      scenarios,
      explain: client,
      page: async (input) => {
        const query = ListReportsInput.parse(input);
        return toPage(await listReports({ companyId, query }), query, (row) =>
          toReport(row, env.APP_URL),
        ).data.length;
      },
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
