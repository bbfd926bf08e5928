// GET /agreements at scale: the big company of the scale data set (bench/scale-data.ts:
// 100,000 of its agreements among other companies' on PostgreSQL), p50/p95 per page at
// the service level (query + serialisation, as the GET does it) for the first page, a deep
// page by cursor and every filter of the contract, then the plan of each scenario.
// Goal: p95 under 20 ms per page. Without DATABASE_URL it is skipped.
//
//   DATABASE_URL=postgresql://.../kb_bench npm run bench -- agreements-list
import { timeScenarios, type Scenario } from "./list-scenarios";
import { SCALE_COUNTS, SCALE_NOTE, scaleBench } from "./scale-data";
import type { BenchResult } from "./types";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

export async function main(): Promise<BenchResult[]> {
  return scaleBench("GET /agreements at scale", async ({ client, companyId }) => {
    const { listAgreements } = await import("../src/server/services/agreements/list-agreements");
    const { toPage, encodeCursor } = await import("../src/server/services/pagination");
    const { toAgreement, ListAgreementsInput } = await import("../src/server/models/agreement");

    // Inputs drawn from the data, so each round asks a real question.
    const sample = (
      await client.query<{
        reference: string;
        customerId: string;
        vehicleId: string;
        vrm: string;
        name: string;
        email: string;
      }>(
        `SELECT a.reference, a."customerId", a."vehicleId", v.vrm, c.name, c.email FROM "Agreement" a
       JOIN "Vehicle" v ON v.id = a."vehicleId" JOIN "Customer" c ON c.id = a."customerId"
       WHERE a."companyId" = $1 ORDER BY md5(a.id) LIMIT 400`,
        [companyId],
      )
    ).rows;
    const deep = (
      await client.query<{ id: string }>(
        `SELECT id FROM "Agreement" WHERE "companyId" = $1 ORDER BY id DESC OFFSET $2 LIMIT 1`,
        [companyId, Math.floor(SCALE_COUNTS.agreements * 0.75)],
      )
    ).rows[0]!.id;
    const pick = <T>(items: T[], i: number) => items[i % items.length]!;
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

    const scenarios: Scenario[] = [
      { name: "first page", query: () => ({}) },
      { name: "deep page by cursor (75% in)", query: () => ({ cursor: encodeCursor(deep) }) },
      { name: "status = out (10%)", query: () => ({ status: "out" }) },
      { name: "status = closed (50%)", query: () => ({ status: "closed" }) },
      { name: "customer_id", query: (i) => ({ customer_id: pick(sample, i).customerId }) },
      { name: "vehicle_id", query: (i) => ({ vehicle_id: pick(sample, i).vehicleId }) },
      { name: "vrm = exact registration", query: (i) => ({ vrm: pick(sample, i).vrm }) },
      { name: "q = reference", query: (i) => ({ q: pick(sample, i).reference }) },
      {
        name: "q = hirer surname (1 in 25)",
        query: (i) => ({ q: pick(sample, i).name.split(" ")[1] }),
      },
      { name: "q = hirer email", query: (i) => ({ q: pick(sample, i).email }) },
      { name: "q = VRM", query: (i) => ({ q: pick(sample, i).vrm }) },
      { name: "q = no match", query: (i) => ({ q: `zqx${i % 10}` }) },
      {
        name: "created_from/to (one month, a year ago)",
        query: () => ({ created_from: day(-395), created_to: day(-365) }),
      },
    ];

    return timeScenarios({
      title: `GET /agreements (${SCALE_COUNTS.agreements.toLocaleString("en-GB")} agreements in the company, ${SCALE_NOTE})`,
      endpoint: "GET /agreements",
      rounds: ROUNDS,
      scenarios,
      explain: client,
      page: async (input) => {
        const query = ListAgreementsInput.parse(input);
        return toPage(await listAgreements({ companyId, query }), query, toAgreement).data.length;
      },
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
