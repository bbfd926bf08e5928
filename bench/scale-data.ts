// The scale data set the list benchmarks share, on PostgreSQL: one big company with
// 100,000 vehicles, 200,000 customers, 100,000 agreements and 1,000,000 reports, among
// three smaller companies that hold data too (so every query's company scoping is
// exercised: the big company owns most rows of each table, not all of them).
//
// Rows are what the services would have written: TypeIDs that sort like `createdAt`,
// sandbox-registry vehicles (MOT histories included) with their `searchTokens`,
// customers with their `searchText`, the statuses and types of the contract. Reports
// carry no inspections or photos: no list or filter reads them.
//
// Seeding is set-based (each batch is one `INSERT ... SELECT` over `unnest` of the ids,
// the other columns drawn in SQL) and runs in one transaction, so a seeded company is a
// whole one; later runs find it by name and reuse it. `BENCH_SCALE` (default 1) scales
// every count, for a quick look at a smaller data set; the company name carries the counts.
import pg from "pg";
import { idMadeAt, type IdKind } from "../src/server/ids";
import type { BenchResult } from "./types";

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const BATCH = 50_000;
const DAY = 86_400_000;

type Counts = { vehicles: number; customers: number; agreements: number; reports: number };
const scaled = (n: number) => Math.max(10, Math.round(n * SCALE));
const BIG: Counts = {
  vehicles: scaled(100_000),
  customers: scaled(200_000),
  agreements: scaled(100_000),
  reports: scaled(1_000_000),
};
const SMALL: Counts = {
  vehicles: scaled(3_000),
  customers: scaled(6_000),
  agreements: scaled(3_000),
  reports: scaled(30_000),
};
const SMALL_COMPANIES = 3;

export const SCALE_COUNTS = BIG;
// The name says what the set holds, so a set seeded before a change to it is not reused.
const BIG_NAME = `Scale Bench (${BIG.vehicles} vehicles with full MOT histories, ${BIG.customers} customers, ${BIG.agreements} agreements, ${BIG.reports} reports)`;

export const FIRST_NAMES = [
  "Amelia",
  "Oliver",
  "Isla",
  "George",
  "Ava",
  "Noah",
  "Mia",
  "Arthur",
  "Ivy",
  "Leo",
  "Grace",
  "Harry",
  "Freya",
  "Oscar",
  "Lily",
  "Jack",
  "Evie",
  "Muhammad",
  "Sophia",
  "Alfie",
  "Priya",
  "Kwame",
  "Siobhan",
  "Dafydd",
  "Mairi",
];
export const LAST_NAMES = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Williams",
  "Wilson",
  "Johnson",
  "Davies",
  "Patel",
  "Robinson",
  "Wright",
  "Thompson",
  "Evans",
  "Walker",
  "White",
  "Roberts",
  "Green",
  "Hall",
  "Wood",
  "Jackson",
  "Clarke",
  "Khan",
  "Murphy",
  "Campbell",
  "Okafor",
];

/** The hirer the generator makes for number `i` of a company (the same every run): what the customer bench searches for. */
export function person(i: number) {
  const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
  const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!;
  const n = String(i).padStart(6, "0");
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}.${i}@example.com`.toLowerCase(),
    phone: `+4477009${n}`,
    licence: `${(last.toUpperCase() + "99999").slice(0, 5)}${n}${first[0]!.toUpperCase()}9${i % 10}AB`,
  };
}

/**
 * `count` distinct current-format VRMs (AB12CDE), the same for the same seed (mulberry32 draws).
 * Their age identifiers run from 2009 to 2015 (09-15 in March, 59-64 in September), so every
 * vehicle has the full MOT history of an established fleet's: 10 to 21 tests, with their
 * defects and advisories (the sandbox registry writes a test a year from the third).
 */
function vrms(count: number, seed: number): string[] {
  const letters = "ABCDEFGHJKLMNOPRSTUVWXYZ";
  const out = new Set<string>();
  let a = seed;
  const next = (n: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
  const letter = () => letters[next(letters.length)]!;
  while (out.size < count) {
    const age = next(2) === 0 ? 9 + next(7) : 59 + next(6);
    out.add(
      `${letter()}${letter()}${String(age).padStart(2, "0")}${letter()}${letter()}${letter()}`,
    );
  }
  return [...out];
}

/** `count` TypeIDs evenly spread over the `spanDays` before now, oldest first, with their times. */
function timeline(kind: IdKind, count: number, spanDays: number) {
  const now = Date.now();
  const span = spanDays * DAY;
  const ms = Array.from({ length: count }, (_, i) => now - span + Math.floor((span * i) / count));
  return { ids: ms.map((t) => idMadeAt(kind, new Date(t))), ms };
}

async function inBatches(count: number, insert: (from: number, to: number) => Promise<unknown>) {
  for (let from = 0; from < count; from += BATCH) await insert(from, Math.min(count, from + BATCH));
}

// `ms` (milliseconds since the epoch) as the UTC `timestamp(3)` Prisma stores.
const ts = (ms: string) => `(to_timestamp(${ms} / 1000.0) AT TIME ZONE 'UTC')`;

async function seedVehicles(client: pg.Client, companyId: string, count: number, seed: number) {
  const { sandboxRegistry } = await import("../src/server/integrations/registry/sandbox");
  const { registryFields } = await import("../src/server/models/vehicle");
  const { searchTokensOf } = await import("../src/server/services/vehicles/search-tokens");
  const registry = sandboxRegistry();
  const plates = vrms(count, seed);
  const { ids, ms } = timeline("vehicle", count, 2 * 365);
  const checkedAt = new Date().toISOString();
  await inBatches(count, async (from, to) => {
    const cols: Record<string, unknown[]> = {
      id: [],
      ms: [],
      vrm: [],
      make: [],
      model: [],
      colour: [],
      fuel: [],
      body: [],
      year: [],
      month: [],
      cc: [],
      co2: [],
      tax: [],
      taxDue: [],
      mot: [],
      motUntil: [],
      tests: [],
      insurance: [],
      fleet: [],
      nick: [],
      tokens: [],
    };
    for (let i = from; i < to; i++) {
      const vrm = plates[i]!;
      const f = registryFields({
        ...(await registry.lookup(vrm)),
        insurance: { status: i % 9 === 0 ? "not_insured" : "insured", checked_at: checkedAt },
      });
      const fleetNumber = i % 3 === 0 ? `F-${10000 + i}` : null;
      const nickname = i % 10 === 0 ? `Van ${i % 500}` : null;
      const row = [
        ids[i],
        ms[i],
        vrm,
        f.make,
        f.model,
        f.colour,
        f.fuelType,
        f.bodyType,
        f.yearOfManufacture,
        f.monthOfFirstRegistration,
        f.engineCapacityCc,
        f.co2EmissionsGKm,
        f.taxStatus,
        f.taxDueDate?.toISOString().slice(0, 10) ?? null,
        f.motStatus,
        f.motValidUntil?.toISOString().slice(0, 10) ?? null,
        JSON.stringify(f.motTests),
        f.insuranceStatus,
        fleetNumber,
        nickname,
        searchTokensOf({ vrm, make: f.make, model: f.model, fleetNumber, nickname }).join(" "),
      ];
      Object.values(cols).forEach((col, c) => col.push(row[c]));
    }
    await client.query(
      `INSERT INTO "Vehicle" (id, "companyId", vrm, make, model, colour, "fuelType", "bodyType", "yearOfManufacture", "monthOfFirstRegistration",
         "engineCapacityCc", "co2EmissionsGKm", "taxStatus", "taxDueDate", "motStatus", "motValidUntil", "motTests", "insuranceStatus",
         "insuranceCheckedAt", "registryCheckedAt", "fleetNumber", nickname, status, "archivedAt", "searchTokens", "createdAt", "updatedAt")
       SELECT id, $1, vrm, make, model, colour, fuel, body, year, month, cc, co2, tax, "taxDue"::date, mot, "motUntil"::date, tests::json, insurance,
         ${ts("ms")}, ${ts("ms")}, fleet, nick, (ARRAY['active','active','active','off_road','sold'])[1 + ($23::int + n::int - 1) % 5],
         CASE WHEN ($23::int + n::int - 1) % 20 = 0 THEN ${ts("ms")} END, string_to_array(tokens, ' '), ${ts("ms")}, ${ts("ms")}
       FROM unnest($2::text[], $3::float8[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::int[], $11::text[],
         $12::int[], $13::int[], $14::text[], $15::text[], $16::text[], $17::text[], $18::text[], $19::text[], $20::text[], $21::text[], $22::text[])
         WITH ORDINALITY AS t(id, ms, vrm, make, model, colour, fuel, body, year, month, cc, co2, tax, "taxDue", mot, "motUntil", tests, insurance, fleet, nick, tokens, n)`,
      [companyId, ...Object.values(cols), from],
    );
  });
  return ids;
}

async function seedCustomers(client: pg.Client, companyId: string, count: number) {
  const { ids, ms } = timeline("customer", count, 3 * 365);
  await inBatches(count, async (from, to) => {
    // n is the customer's number i (person(i)): names, email, phone and licence drawn in SQL.
    await client.query(
      `WITH p AS (
         SELECT id, ms, $3::int + n::int - 1 AS i,
           ($4::text[])[1 + ($3::int + n::int - 1) % 25] AS first,
           ($5::text[])[1 + (($3::int + n::int - 1) / 25) % 25] AS last
         FROM unnest($2::text[], $6::float8[]) WITH ORDINALITY AS t(id, ms, n)
       ), c AS (
         SELECT id, ms, first || ' ' || last AS name, lower(first || '.' || last || '.' || i || '@example.com') AS email,
           '+4477009' || lpad(i::text, 6, '0') AS phone,
           left(upper(last) || '99999', 5) || lpad(i::text, 6, '0') || left(upper(first), 1) || '9' || (i % 10) || 'AB' AS licence
         FROM p
       )
       INSERT INTO "Customer" (id, "companyId", name, email, phone, "licenceNumber", "searchText", "createdAt", "updatedAt")
       SELECT id, $1, name, email, phone, licence, lower(name || E'\\n' || email || E'\\n' || phone || E'\\n' || licence), ${ts("ms")}, ${ts("ms")} FROM c`,
      [companyId, ids.slice(from, to), from, FIRST_NAMES, LAST_NAMES, ms.slice(from, to)],
    );
  });
  return ids;
}

/**
 * A temporary table numbering `ids` from 0, for picking the n-th one in a set-based insert
 * (joining it is a hash join; subscripting a large array parameter per row is not).
 */
async function pickTable(client: pg.Client, name: string, ids: string[]) {
  await client.query(`DROP TABLE IF EXISTS ${name}`);
  await client.query(`CREATE TEMP TABLE ${name} (n int PRIMARY KEY, id text NOT NULL)`);
  await client.query(
    `INSERT INTO ${name} SELECT n - 1, id FROM unnest($1::text[]) WITH ORDINALITY AS t(id, n)`,
    [ids],
  );
  await client.query(`ANALYZE ${name}`);
}

// A hash of an integer expression, as a non-negative bigint.
const hash = (expr: string) => `(hashint4(${expr})::bigint & 2147483647)`;

async function seedAgreements(
  client: pg.Client,
  companyId: string,
  count: number,
  vehicleIds: string[],
  customerIds: string[],
) {
  const templateId = idMadeAt("terms", new Date(Date.now() - 4 * 365 * DAY));
  const versionId = idMadeAt("termsVersion", new Date(Date.now() - 4 * 365 * DAY));
  await client.query(
    `INSERT INTO "TermsTemplate" (id, "companyId", name, body, "isDefault", "updatedAt") VALUES ($1, $2, 'Standard hire terms', 'The hirer keeps the vehicle safe.', true, now())`,
    [templateId, companyId],
  );
  await client.query(
    `INSERT INTO "TermsVersion" (id, "companyId", "templateId", version, name, body) VALUES ($1, $2, $3, 1, 'Standard hire terms', 'The hirer keeps the vehicle safe.')`,
    [versionId, companyId, templateId],
  );
  const { ids, ms } = timeline("agreement", count, 3 * 365);
  await inBatches(count, async (from, to) => {
    await client.query(
      `WITH a AS (
         SELECT id, ms, $3::int + n::int AS k, 1 + ${hash("$3::int + n::int")} % 14 AS days FROM unnest($2::text[], $4::float8[]) WITH ORDINALITY AS t(id, ms, n)
       )
       INSERT INTO "Agreement" (id, "companyId", status, reference, "customerId", "vehicleId", "termsVersionId", "startsAt", "endsAt", "rentalDays",
         "dailyRatePence", "totalPence", "depositPence", "createdAt", "updatedAt")
       SELECT a.id, $1, (ARRAY['draft','sent','signed','out','closed','closed','closed','closed','closed','cancelled'])[1 + k % 10],
         'HIRE-' || lpad(k::text, 7, '0'), c.id, v.id, $7,
         ${ts("ms")} + interval '2 days', ${ts("ms")} + interval '2 days' + days * interval '1 day', days, 4500, 4500 * days, 25000, ${ts("ms")}, ${ts("ms")}
       FROM a JOIN pick_customer c ON c.n = ${hash("k * 7")} % $5 JOIN pick_vehicle v ON v.n = ${hash("k * 13")} % $6`,
      [
        companyId,
        ids.slice(from, to),
        from,
        ms.slice(from, to),
        customerIds.length,
        vehicleIds.length,
        versionId,
      ],
    );
  });
  return ids;
}

async function seedReports(
  client: pg.Client,
  companyId: string,
  count: number,
  vehicleIds: string[],
  customerIds: string[],
  agreementIds: string[],
) {
  const { ids, ms } = timeline("report", count, 3 * 365);
  await inBatches(count, async (from, to) => {
    // k: the report's number; h: a hash of it, drawing type, status and links.
    await client.query(
      `WITH r AS (
         SELECT id, ms, $3::int + n::int AS k, ${hash("$3::int + n::int")} AS h FROM unnest($2::text[], $4::float8[]) WITH ORDINALITY AS t(id, ms, n)
       ), s AS (
         SELECT *, CASE WHEN h % 100 < 5 THEN 'draft' WHEN h % 100 < 45 THEN 'completed' WHEN h % 100 < 96 THEN 'signed_off' ELSE 'cancelled' END AS status,
           (ARRAY['outbound','outbound','outbound','inbound','inbound','inbound','general','general','mid_term','pickup','dropoff','pre_purchase'])[1 + (h / 100) % 12] AS type
         FROM r
       )
       INSERT INTO "Report" (id, "companyId", "vehicleId", "customerId", "agreementId", type, status, "creditsCharged", odometer, "fuelLevel", notes, verdict,
         "completedAt", "signedOffAt", "signedByName", "createdAt", "updatedAt")
       SELECT s.id, $1, v.id, c.id, a.id, type, status, 1, 1000 + h % 120000, h % 101, CASE WHEN h % 7 = 0 THEN 'Small chip on the windscreen.' END,
         CASE WHEN type = 'inbound' AND status IN ('completed', 'signed_off') THEN (ARRAY['pass','pass','pass','concerns'])[1 + h % 4] END,
         CASE WHEN status IN ('completed', 'signed_off') THEN ${ts("ms")} + interval '20 minutes' END,
         CASE WHEN status = 'signed_off' THEN ${ts("ms")} + interval '30 minutes' END,
         CASE WHEN status = 'signed_off' THEN 'Inspector ' || (h % 40) END,
         ${ts("ms")}, ${ts("ms")} + interval '30 minutes'
       FROM s JOIN pick_vehicle v ON v.n = ${hash("k * 31")} % $5
         LEFT JOIN pick_customer c ON (h / 1200) % 10 < 6 AND c.n = ${hash("k * 17")} % $6
         LEFT JOIN pick_agreement a ON (h / 1200) % 10 < 2 AND a.n = ${hash("k * 19")} % $7`,
      [
        companyId,
        ids.slice(from, to),
        from,
        ms.slice(from, to),
        vehicleIds.length,
        customerIds.length,
        agreementIds.length,
      ],
    );
  });
}

async function seedCompany(
  client: pg.Client,
  name: string,
  counts: Counts,
  seed: number,
): Promise<string> {
  const { newId } = await import("../src/server/ids");
  const companyId = newId("company");
  await client.query(
    `INSERT INTO "Company" (id, name, country, "apiEnabled", "updatedAt") VALUES ($1, $2, 'GB', true, now())`,
    [companyId, name],
  );
  const step = async <T>(what: string, n: number, run: () => Promise<T>) => {
    const started = performance.now();
    const out = await run();
    console.log(
      `  ${name}: ${n.toLocaleString("en-GB")} ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return out;
  };
  const vehicleIds = await step("vehicles", counts.vehicles, () =>
    seedVehicles(client, companyId, counts.vehicles, seed),
  );
  const customerIds = await step("customers", counts.customers, () =>
    seedCustomers(client, companyId, counts.customers),
  );
  await pickTable(client, "pick_vehicle", vehicleIds);
  await pickTable(client, "pick_customer", customerIds);
  const agreementIds = await step("agreements", counts.agreements, () =>
    seedAgreements(client, companyId, counts.agreements, vehicleIds, customerIds),
  );
  await pickTable(client, "pick_agreement", agreementIds);
  await step("reports", counts.reports, () =>
    seedReports(client, companyId, counts.reports, vehicleIds, customerIds, agreementIds),
  );
  return companyId;
}

/**
 * The big company's id, seeding the whole data set first when it is not there yet.
 * Needs PostgreSQL (DATABASE_URL) with the migrations applied.
 */
export async function scaleCompany(client: pg.Client): Promise<string> {
  const found = (
    await client.query<{ id: string }>(`SELECT id FROM "Company" WHERE name = $1`, [BIG_NAME])
  ).rows[0]?.id;
  if (found) return found;
  console.log(
    `Seeding the scale data set (once; later runs reuse it): ${BIG_NAME}, and ${SMALL_COMPANIES} smaller companies…`,
  );
  const started = performance.now();
  await client.query("BEGIN");
  try {
    for (let c = 1; c <= SMALL_COMPANIES; c++)
      await seedCompany(client, `Scale Bench neighbour ${c} of ${BIG_NAME}`, SMALL, 1000 + c);
    const companyId = await seedCompany(client, BIG_NAME, BIG, 42);
    await client.query("COMMIT");
    await client.query(`VACUUM ANALYZE "Vehicle", "Customer", "Agreement", "Report"`);
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    return companyId;
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}

/** A pg client on DATABASE_URL, for seeding, sampling inputs and EXPLAIN. */
async function benchClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  return client;
}

/** Which scale the data set is at, for titles and notes. */
export const SCALE_NOTE = SCALE === 1 ? "full scale" : `BENCH_SCALE=${SCALE}`;

/**
 * Runs a list bench over the scale data set: skipped, with one line saying why, without
 * DATABASE_URL (the embedded database is not meant to hold a million reports).
 */
export async function scaleBench(
  label: string,
  run: (data: { client: pg.Client; companyId: string }) => Promise<BenchResult[]>,
): Promise<BenchResult[]> {
  if (!process.env.DATABASE_URL) {
    console.log(
      `${label}: skipped: the scale data set needs PostgreSQL. Set DATABASE_URL to a database of its own (seeded once, about 1.4 million rows, reused by later runs).`,
    );
    return [
      {
        name: label,
        value: 0,
        unit: "ms",
        goal: "p95 < 20 ms",
        note: "skipped: needs DATABASE_URL (PostgreSQL)",
      },
    ];
  }
  const { prepareDatabase, closeDatabase } = await import("../src/server/db");
  await prepareDatabase();
  const client = await benchClient();
  try {
    return await run({ client, companyId: await scaleCompany(client) });
  } finally {
    await client.end();
    await closeDatabase();
  }
}
