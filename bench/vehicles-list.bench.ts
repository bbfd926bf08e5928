// GET /vehicles at scale: the big company of the scale data set (bench/scale-data.ts:
// 100,000 of its vehicles among other companies' on PostgreSQL), p50/p95 per page at the
// service level (query + serialisation, as the GET does it) for the first page, a deep
// page by cursor and every filter of the contract, then the plan of each scenario.
// Goal: p95 under 20 ms per page. Without DATABASE_URL it is skipped.
//
//   DATABASE_URL=postgresql://.../kb_bench npm run bench -- vehicles-list
import { timeScenarios, type Scenario } from "./list-scenarios";
import { SCALE_COUNTS, SCALE_NOTE, scaleBench } from "./scale-data";
import type { BenchResult } from "./types";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

export async function main(): Promise<BenchResult[]> {
  return scaleBench("GET /vehicles at scale", async ({ client, companyId }) => {
    const { listVehicles } = await import("../src/server/services/vehicles/list-vehicles");
    const { toPage, encodeCursor } = await import("../src/server/services/pagination");
    const { toListedVehicle, ListVehiclesQuery } = await import("../src/server/models/vehicle");

    // Inputs drawn from the data, so each round asks a real question.
    const sample = (
      await client.query<{ vrm: string; fleetNumber: string | null; nickname: string | null }>(
        `SELECT vrm, "fleetNumber", nickname FROM "Vehicle" WHERE "companyId" = $1 AND "archivedAt" IS NULL ORDER BY md5(id) LIMIT 400`,
        [companyId],
      )
    ).rows;
    const deep = (
      await client.query<{ id: string }>(
        `SELECT id FROM "Vehicle" WHERE "companyId" = $1 AND "archivedAt" IS NULL ORDER BY id DESC OFFSET $2 LIMIT 1`,
        [companyId, Math.floor(SCALE_COUNTS.vehicles * 0.75)],
      )
    ).rows[0]!.id;
    const pick = <T>(items: T[], i: number) => items[i % items.length]!;
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const fleet = sample.filter((s) => s.fleetNumber);

    const scenarios: Scenario[] = [
      { name: "first page", query: () => ({}) },
      { name: "first page, limit=100", query: () => ({ limit: 100 }) },
      { name: "deep page by cursor (75% in)", query: () => ({ cursor: encodeCursor(deep) }) },
      { name: "vrm = exact registration", query: (i) => ({ vrm: pick(sample, i).vrm }) },
      {
        name: "q = VRM fragment (4 chars)",
        query: (i) => ({ q: pick(sample, i).vrm.slice(2, 6) }),
      },
      { name: "q = common make (ford)", query: () => ({ q: "ford" }) },
      {
        name: "q = make/model words",
        query: (i) => ({
          q: pick(["ford transit", "vauxhall corsa", "toyota", "golf", "merc sprinter", "fies"], i),
        }),
      },
      { name: "q = fleet number", query: (i) => ({ q: pick(fleet, i).fleetNumber ?? "" }) },
      { name: "q = nickname words (van 12)", query: () => ({ q: "van 12" }) },
      { name: "q = no match", query: (i) => ({ q: `zzq${i % 10}` }) },
      { name: "make = FORD", query: () => ({ make: "ford" }) },
      { name: "mot_status = not valid", query: () => ({ mot_status: "not valid" }) },
      { name: "mot_due_before (+30 days)", query: () => ({ mot_due_before: day(30) }) },
      {
        name: "tax_due_before + status=active",
        query: () => ({ tax_due_before: day(30), status: "active" }),
      },
      { name: "status = off_road", query: () => ({ status: "off_road" }) },
      { name: "status = archived", query: () => ({ status: "archived" }) },
      {
        name: "created_from/to (one month, a year ago)",
        query: () => ({ created_from: day(-395), created_to: day(-365) }),
      },
    ];

    return timeScenarios({
      title: `GET /vehicles (${SCALE_COUNTS.vehicles.toLocaleString("en-GB")} vehicles in the company, ${SCALE_NOTE})`,
      endpoint: "GET /vehicles",
      rounds: ROUNDS,
      scenarios,
      explain: client,
      page: async (input) => {
        const query = ListVehiclesQuery.parse(input);
        return toPage(await listVehicles({ companyId, query }), query, toListedVehicle).data.length;
      },
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
