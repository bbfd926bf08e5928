// GET /customers at scale: the big company of the scale data set (bench/scale-data.ts:
// 200,000 of its customers among other companies' on PostgreSQL), p50/p95 per page at the
// service level (query + serialisation, as the GET does it) for the first page, a deep
// page, `q` over name, email, phone and licence number (trigram index), exact `email` and
// the creation range, then the plan of each scenario. Goal: p95 under 20 ms per page.
// Without DATABASE_URL it is skipped.
//
//   DATABASE_URL=postgresql://.../kb_bench npm run bench -- customers-list
import { timeScenarios, type Scenario } from "./list-scenarios";
import { LAST_NAMES, SCALE_COUNTS, SCALE_NOTE, person, scaleBench } from "./scale-data";
import type { BenchResult } from "./types";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

export async function main(): Promise<BenchResult[]> {
  return scaleBench("GET /customers at scale", async ({ client, companyId }) => {
    const { listCustomers } = await import("../src/server/services/customers/list-customers");
    const { toPage, encodeCursor } = await import("../src/server/services/pagination");
    const { toCustomer, ListCustomersQuery } = await import("../src/server/models/customer");

    const total = SCALE_COUNTS.customers;
    const deep = (
      await client.query<{ id: string }>(
        `SELECT id FROM "Customer" WHERE "companyId" = $1 ORDER BY id DESC OFFSET $2 LIMIT 1`,
        [companyId, Math.floor(total * 0.75)],
      )
    ).rows[0]!.id;
    const pick = <T>(items: T[], i: number) => items[i % items.length]!;
    const sample = Array.from({ length: 400 }, (_, k) => person((k * 7919) % total));
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

    const scenarios: Scenario[] = [
      { name: "first page", query: () => ({}) },
      { name: "deep page by cursor (75% in)", query: () => ({ cursor: encodeCursor(deep) }) },
      { name: "q = common surname (1 in 25)", query: (i) => ({ q: pick(LAST_NAMES, i) }) },
      { name: "q = full name (1 in 625)", query: (i) => ({ q: pick(sample, i).name }) },
      {
        name: "q = email fragment (one match)",
        query: (i) => ({
          q: pick(sample, i).email.split("@")[0]!.split(".").slice(1).join(".") + "@",
        }),
      },
      {
        name: "q = phone digits (one match)",
        query: (i) => ({ q: pick(sample, i).phone.slice(-7) }),
      },
      {
        name: "q = licence number (one match)",
        query: (i) => ({ q: pick(sample, i).licence.toLowerCase() }),
      },
      { name: "q = no match", query: (i) => ({ q: `zqx${i % 10}` }) },
      { name: "email = exact", query: (i) => ({ email: pick(sample, i).email.toUpperCase() }) },
      {
        name: "created_from/to (one month, a year ago)",
        query: () => ({ created_from: day(-395), created_to: day(-365) }),
      },
    ];

    return timeScenarios({
      title: `GET /customers (${total.toLocaleString("en-GB")} customers in the company, ${SCALE_NOTE})`,
      endpoint: "GET /customers",
      rounds: ROUNDS,
      scenarios,
      explain: client,
      page: async (input) => {
        const query = ListCustomersQuery.parse(input);
        return toPage(await listCustomers({ companyId, query }), query, toCustomer).data.length;
      },
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
