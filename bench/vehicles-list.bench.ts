// Vehicle list and search at scale: 100,000 vehicles in one company on PostgreSQL,
// p50/p95 per page at the service level (query + serialization, as GET /vehicles
// does it) for the first page, a deep page by cursor, `vrm`, `q` and `mot_due_before`.
// Goal: p95 under 20 ms per page.
//
//   createdb -h 127.0.0.1 -U postgres bench_h3
//   DATABASE_URL=postgresql://postgres@127.0.0.1/bench_h3 npx tsx bench/vehicles-list.bench.ts
//
// Seeding (multi-row INSERTs through pg, realistic sandbox registry data with MOT
// histories) runs once; later runs reuse the seeded company. Use a throwaway database.
import pg from "pg";
import { timeScenarios, typeIdAt, type Scenario } from "./list-scenarios";
import type { BenchResult } from "./types";

const TOTAL = Number(process.env.BENCH_VEHICLES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const COMPANY_NAME = `Vehicle List Bench (${TOTAL})`;
const BATCH = 500;

/** `count` distinct current-format VRMs (AB12CDE), the same every run (mulberry32 draws). */
function vrms(count: number): string[] {
  const letters = "ABCDEFGHJKLMNOPRSTUVWXYZ";
  const out = new Set<string>();
  let a = 42;
  const next = (n: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
  const letter = () => letters[next(letters.length)]!;
  while (out.size < count) {
    const age = next(2) === 0 ? 10 + next(15) : 60 + next(14);
    out.add(`${letter()}${letter()}${age}${letter()}${letter()}${letter()}`);
  }
  return [...out];
}

async function seed(client: pg.Client, companyId: string) {
  const { sandboxRegistry } = await import("../src/server/integrations/registry/sandbox");
  const { registryFields } = await import("../src/server/models/vehicle");
  const { searchTokensOf } = await import("../src/server/services/vehicles/search-tokens");
  const registry = sandboxRegistry();
  const plates = vrms(TOTAL);
  const now = Date.now();
  const span = 2 * 365 * 86_400_000;
  const columns = [
    "id", "companyId", "vrm", "make", "model", "colour", "fuelType", "bodyType", "yearOfManufacture", "monthOfFirstRegistration",
    "engineCapacityCc", "co2EmissionsGKm", "taxStatus", "taxDueDate", "motStatus", "motValidUntil", "motTests", "insuranceStatus",
    "insuranceCheckedAt", "registryCheckedAt", "fleetNumber", "nickname", "status", "archivedAt", "searchTokens", "createdAt", "updatedAt",
  ];
  const started = performance.now();
  for (let from = 0; from < TOTAL; from += BATCH) {
    const values: unknown[] = [];
    const rows: string[] = [];
    for (let i = from; i < Math.min(from + BATCH, TOTAL); i++) {
      const vrm = plates[i]!;
      const fields = registryFields({ ...(await registry.lookup(vrm)), insurance: { status: i % 9 === 0 ? "not_insured" : "insured", checked_at: new Date(now).toISOString() } });
      const createdAt = new Date(now - span + Math.floor((span * i) / TOTAL));
      const fleetNumber = i % 3 === 0 ? `F-${10000 + i}` : null;
      const nickname = i % 10 === 0 ? `Van ${i % 500}` : null;
      const row = [
        typeIdAt("veh", createdAt.getTime()), companyId, vrm, fields.make, fields.model, fields.colour, fields.fuelType, fields.bodyType,
        fields.yearOfManufacture, fields.monthOfFirstRegistration, fields.engineCapacityCc, fields.co2EmissionsGKm, fields.taxStatus,
        fields.taxDueDate, fields.motStatus, fields.motValidUntil, JSON.stringify(fields.motTests), fields.insuranceStatus,
        fields.insuranceCheckedAt, fields.registryCheckedAt, fleetNumber, nickname, ["active", "active", "active", "off_road", "sold"][i % 5],
        i % 20 === 0 ? createdAt : null, searchTokensOf({ vrm, make: fields.make, model: fields.model, fleetNumber, nickname }), createdAt, createdAt,
      ];
      rows.push(`(${row.map((_, c) => `$${values.length + c + 1}`).join(",")})`);
      values.push(...row);
    }
    await client.query(`INSERT INTO "Vehicle" (${columns.map((c) => `"${c}"`).join(",")}) VALUES ${rows.join(",")}`, values);
    if ((from / BATCH) % 40 === 0) console.log(`  seeded ${from + rows.length} / ${TOTAL}`);
  }
  await client.query(`ANALYZE "Vehicle"`);
  console.log(`  seeded ${TOTAL} vehicles in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

export async function main(): Promise<BenchResult[]> {
  if (!process.env.DATABASE_URL) {
    console.log("vehicles-list: skipped; it needs PostgreSQL: createdb bench_h3, then DATABASE_URL=postgresql://.../bench_h3");
    return [{ name: "vehicle list over 100,000 vehicles", value: 0, unit: "ms", goal: "p95 < 20 ms", note: "skipped: set DATABASE_URL to a throwaway PostgreSQL database" }];
  }
  const { prepareDatabase, closeDatabase } = await import("../src/server/db");
  const { listVehicles } = await import("../src/server/services/vehicles/list-vehicles");
  const { toPage, encodeCursor } = await import("../src/server/services/pagination");
  const { toVehicle, ListVehiclesQuery } = await import("../src/server/models/vehicle");
  const { newId } = await import("../src/server/ids");
  await prepareDatabase();

  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  let companyId = (await client.query<{ id: string }>(`SELECT id FROM "Company" WHERE name = $1`, [COMPANY_NAME])).rows[0]?.id;
  const count = companyId ? Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM "Vehicle" WHERE "companyId" = $1`, [companyId])).rows[0]?.n) : 0;
  if (!companyId || count !== TOTAL) {
    if (companyId) await client.query(`DELETE FROM "Company" WHERE id = $1`, [companyId]);
    companyId = newId("company");
    await client.query(`INSERT INTO "Company" (id, name, country, "updatedAt") VALUES ($1, $2, 'GB', now())`, [companyId, COMPANY_NAME]);
    console.log(`Seeding ${TOTAL} vehicles into ${companyId}…`);
    await seed(client, companyId);
  }

  // Inputs for each scenario, drawn from the data so each run asks real questions.
  const sample = (await client.query<{ id: string; vrm: string; model: string | null; fleetNumber: string | null }>(
    `SELECT id, vrm, model, "fleetNumber" FROM "Vehicle" WHERE "companyId" = $1 AND "archivedAt" IS NULL ORDER BY random() LIMIT 400`,
    [companyId],
  )).rows;
  const deep = (await client.query<{ id: string }>(
    `SELECT id FROM "Vehicle" WHERE "companyId" = $1 AND "archivedAt" IS NULL ORDER BY id DESC OFFSET $2 LIMIT 1`,
    [companyId, Math.floor(TOTAL * 0.8)],
  )).rows[0]!.id;
  await client.end();
  const pick = <T>(items: T[], i: number) => items[i % items.length]!;
  const in30Days = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const terms = ["ford", "fies", "transit", "merc", "van 12", "zzq9"];

  const scenarios: Scenario[] = [
    { name: "first page", query: () => ({}) },
    { name: "deep page by cursor (80% in)", query: () => ({ cursor: encodeCursor(deep) }) },
    { name: "vrm = exact registration", query: (i) => ({ vrm: pick(sample, i).vrm }) },
    { name: "q = VRM fragment (4 chars)", query: (i) => ({ q: pick(sample, i).vrm.slice(2, 6) }) },
    { name: "q = make/model/nickname words", query: (i) => ({ q: pick(terms, i) }) },
    { name: "q = fleet number", query: (i) => ({ q: pick(sample.filter((s) => s.fleetNumber), i).fleetNumber ?? "F-1" }) },
    { name: "mot_due_before (+30 days)", query: () => ({ mot_due_before: in30Days }) },
    { name: "tax_due_before + status=active", query: () => ({ tax_due_before: in30Days, status: "active" }) },
  ];

  const results = await timeScenarios({
    title: "scenario (100,000 vehicles, 25 per page)",
    endpoint: "GET /vehicles",
    rounds: ROUNDS,
    scenarios,
    page: async (input) => {
      const query = ListVehiclesQuery.parse(input);
      return toPage(await listVehicles({ companyId, query }), query, toVehicle).data.length;
    },
  });
  await closeDatabase();
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
