// Customer search at scale: 200,000 customers in one company on PostgreSQL, p50/p95 per
// page at the service level (query + serialization, as GET /customers does it) for the
// first page, a deep page, `q` over name, email, phone and licence number (trigram
// index), and exact `email`. Goal: `q` p95 under 20 ms. Prints the query plans.
//
//   createdb -h 127.0.0.1 -U postgres bench_customers
//   DATABASE_URL=postgresql://postgres@127.0.0.1/bench_customers npx tsx bench/customers-list.bench.ts
//
// Seeding runs once; later runs reuse the seeded company. Use a throwaway database.
import pg from "pg";
import { timeScenarios, typeIdAt, type Scenario } from "./list-scenarios";
import type { BenchResult } from "./types";

const TOTAL = Number(process.env.BENCH_CUSTOMERS ?? 200_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const COMPANY_NAME = `Customer Search Bench (${TOTAL})`;
const BATCH = 1000;

const FIRST = ["Amelia", "Oliver", "Isla", "George", "Ava", "Noah", "Mia", "Arthur", "Ivy", "Leo", "Grace", "Harry", "Freya", "Oscar", "Lily", "Jack", "Evie", "Muhammad", "Sophia", "Alfie", "Priya", "Kwame", "Siobhan", "Dafydd", "Mairi"];
const LAST = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel", "Robinson", "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Khan", "Murphy", "Campbell", "Okafor"];

function person(i: number) {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
  const n = String(i).padStart(6, "0");
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}.${i}@example.com`.toLowerCase(),
    phone: `+4477009${n}`,
    licence: `${(last.toUpperCase() + "99999").slice(0, 5)}${n}${first[0]!.toUpperCase()}9${i % 10}AB`,
  };
}

async function seed(client: pg.Client, companyId: string) {
  const now = Date.now();
  const span = 3 * 365 * 86_400_000;
  const columns = ["id", "companyId", "name", "email", "phone", "licenceNumber", "searchText", "createdAt", "updatedAt"];
  const started = performance.now();
  for (let from = 0; from < TOTAL; from += BATCH) {
    const values: unknown[] = [];
    const rows: string[] = [];
    for (let i = from; i < Math.min(from + BATCH, TOTAL); i++) {
      const p = person(i);
      const createdAt = new Date(now - span + Math.floor((span * i) / TOTAL));
      const row = [typeIdAt("cus", createdAt.getTime()), companyId, p.name, p.email, p.phone, p.licence, [p.name, p.email, p.phone, p.licence].join("\n").toLowerCase(), createdAt, createdAt];
      rows.push(`(${row.map((_, c) => `$${values.length + c + 1}`).join(",")})`);
      values.push(...row);
    }
    await client.query(`INSERT INTO "Customer" (${columns.map((c) => `"${c}"`).join(",")}) VALUES ${rows.join(",")}`, values);
    if ((from / BATCH) % 50 === 0) console.log(`  seeded ${from + rows.length} / ${TOTAL}`);
  }
  await client.query(`ANALYZE "Customer"`);
  console.log(`  seeded ${TOTAL} customers in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

export async function main(): Promise<BenchResult[]> {
  if (!process.env.DATABASE_URL) {
    console.log("customers-list: skipped; it needs PostgreSQL: createdb bench_customers, then DATABASE_URL=postgresql://.../bench_customers");
    return [{ name: "customer search over 200,000 customers", value: 0, unit: "ms", goal: "p95 < 20 ms", note: "skipped: set DATABASE_URL to a throwaway PostgreSQL database" }];
  }
  const { prepareDatabase, closeDatabase } = await import("../src/server/db");
  const { listCustomers } = await import("../src/server/services/customers/list-customers");
  const { toPage, encodeCursor } = await import("../src/server/services/pagination");
  const { toCustomer, ListCustomersQuery } = await import("../src/server/models/customer");
  const { newId } = await import("../src/server/ids");
  await prepareDatabase();

  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  let companyId = (await client.query<{ id: string }>(`SELECT id FROM "Company" WHERE name = $1`, [COMPANY_NAME])).rows[0]?.id;
  const count = companyId ? Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM "Customer" WHERE "companyId" = $1`, [companyId])).rows[0]?.n) : 0;
  if (!companyId || count !== TOTAL) {
    if (companyId) await client.query(`DELETE FROM "Company" WHERE id = $1`, [companyId]);
    companyId = newId("company");
    await client.query(`INSERT INTO "Company" (id, name, country, "updatedAt") VALUES ($1, $2, 'GB', now())`, [companyId, COMPANY_NAME]);
    console.log(`Seeding ${TOTAL} customers into ${companyId}…`);
    await seed(client, companyId);
  }
  const deep = (await client.query<{ id: string }>(`SELECT id FROM "Customer" WHERE "companyId" = $1 ORDER BY id DESC OFFSET $2 LIMIT 1`, [companyId, Math.floor(TOTAL * 0.8)])).rows[0]!.id;
  const pick = <T>(items: T[], i: number) => items[i % items.length]!;
  const sample = Array.from({ length: 400 }, (_, k) => person((k * 7919) % TOTAL));

  const scenarios: Scenario[] = [
    { name: "first page", query: () => ({}) },
    { name: "deep page by cursor (80% in)", query: () => ({ cursor: encodeCursor(deep) }) },
    { name: "q = common surname (1 in 25)", query: (i) => ({ q: pick(LAST, i) }) },
    { name: "q = full name (1 in 625)", query: (i) => ({ q: pick(sample, i).name }) },
    { name: "q = email fragment (one match)", query: (i) => ({ q: pick(sample, i).email.split("@")[0]!.split(".").slice(1).join(".") + "@" }) },
    { name: "q = phone digits (one match)", query: (i) => ({ q: pick(sample, i).phone.slice(-7) }) },
    { name: "q = licence number (one match)", query: (i) => ({ q: pick(sample, i).licence.toLowerCase() }) },
    { name: "q = no match", query: (i) => ({ q: `zqx${i % 10}` }) },
    { name: "email = exact", query: (i) => ({ email: pick(sample, i).email.toUpperCase() }) },
  ];

  const results = await timeScenarios({
    title: `scenario (${TOTAL.toLocaleString("en-GB")} customers, 25 per page)`,
    endpoint: "GET /customers",
    rounds: ROUNDS,
    scenarios,
    page: async (input) => {
      const query = ListCustomersQuery.parse(input);
      return toPage(await listCustomers({ companyId, query }), query, toCustomer).data.length;
    },
  });

  // The plans behind `q`, as the service's query shape asks them (trigram index or id order).
  for (const [label, q] of [["common surname", "%smith%"], ["one match", `%${sample[3]!.phone.slice(-7)}%`]] as const) {
    const plan = await client.query<{ "QUERY PLAN": string }>(
      `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) SELECT id FROM "Customer" WHERE "companyId" = $1 AND "searchText" LIKE $2 ORDER BY id DESC LIMIT 26`,
      [companyId, q],
    );
    console.log(`\nPlan, q = ${label}:\n${plan.rows.map((r) => "  " + r["QUERY PLAN"]).join("\n")}`);
  }
  await client.end();
  await closeDatabase();

  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
