// GET /fines and matching a new fine at scale, on the big company of the scale data set
// (bench/scale-data.ts: 100,000 agreements on PostgreSQL). On first run it gives the company's
// `out` and `closed` agreements their handover and close times (their start and end) where the
// scale data left them empty, and 100,000 fines, one per agreement, each at a time inside its
// hire (matched when the hire went out, else no_hire, one in 20 ambiguous), noticed 5 to 40
// days later; later runs find them. p50/p95 at the service level per scenario (GET /fines:
// query and serialisation; matching: the one statement of match-fine.ts), then the plans.
// Goal: p95 under 20 ms. Without DATABASE_URL it is skipped.
//
//   DATABASE_URL=postgresql://.../kb_bench npm run bench -- fines
import type pg from "pg";
import { idMadeAt } from "../src/server/ids";
import { timeScenarios, type Scenario } from "./list-scenarios";
import { SCALE_COUNTS, SCALE_NOTE, scaleBench } from "./scale-data";
import type { BenchResult } from "./types";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const DAY = 86_400_000;

async function seedFines(client: pg.Client, companyId: string): Promise<void> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM "Fine" WHERE "companyId" = $1`,
    [companyId],
  );
  if ((rows[0]?.n ?? 0) >= SCALE_COUNTS.agreements) return;
  console.log("Seeding handover times and 100,000 fines for the fines bench (once)…");
  await client.query("BEGIN");
  await client.query(
    `UPDATE "Agreement" SET "handedOverAt" = "startsAt", "closedAt" = CASE WHEN status = 'closed' THEN "endsAt" END
     WHERE "companyId" = $1 AND status IN ('out', 'closed') AND "handedOverAt" IS NULL`,
    [companyId],
  );
  const agreements = (
    await client.query<{ id: string; created: Date }>(
      `SELECT id, "createdAt" AS created FROM "Agreement" WHERE "companyId" = $1 ORDER BY id`,
      [companyId],
    )
  ).rows;
  const ids = agreements.map((a) => idMadeAt("fine", new Date(a.created.getTime() + 20 * DAY)));
  await client.query(
    `WITH f AS (SELECT * FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS t(id, agreement, n))
     INSERT INTO "Fine" (id, "companyId", status, kind, issuer, reference, vrm, "vehicleId", "contraventionAt", location,
       "amountPence", "noticeDate", "respondBy", match, "agreementId", "customerId", "createdAt", "updatedAt")
     SELECT f.id, $1, (ARRAY['received','received','transferred','paid','cancelled'])[1 + f.n % 5],
       (ARRAY['parking','bus_lane','speeding','congestion','ulez','caz','toll','moving_traffic','other'])[1 + f.n % 9],
       'Council ' || (f.n % 50), 'PCN' || lpad(f.n::text, 8, '0'), v.vrm, a."vehicleId",
       a."startsAt" + interval '3 hours', 'High Street', 6500 + (f.n % 10) * 500,
       (a."startsAt" + (5 + f.n % 35) * interval '1 day')::date,
       (a."startsAt" + (33 + f.n % 35) * interval '1 day')::date,
       CASE WHEN f.n % 20 = 0 THEN 'ambiguous' WHEN a."handedOverAt" IS NOT NULL THEN 'matched' ELSE 'no_hire' END,
       CASE WHEN f.n % 20 <> 0 AND a."handedOverAt" IS NOT NULL THEN a.id END,
       CASE WHEN f.n % 20 <> 0 AND a."handedOverAt" IS NOT NULL THEN a."customerId" END,
       a."createdAt" + interval '20 days', a."createdAt" + interval '20 days'
     FROM f JOIN "Agreement" a ON a.id = f.agreement JOIN "Vehicle" v ON v.id = a."vehicleId"`,
    [companyId, ids, agreements.map((a) => a.id)],
  );
  await client.query("COMMIT");
  await client.query(`VACUUM ANALYZE "Fine", "Agreement"`);
}

export async function main(): Promise<BenchResult[]> {
  return scaleBench("Fines at scale", async ({ client, companyId }) => {
    await seedFines(client, companyId);
    const { db } = await import("../src/server/db");
    const { listFines } = await import("../src/server/services/fines/list-fines");
    const { matchFine } = await import("../src/server/services/fines/match-fine");
    const { toPage } = await import("../src/server/services/pagination");
    const { toFine, ListFinesInput } = await import("../src/server/models/fine");

    const sample = (
      await client.query<{ agreementId: string; customerId: string; vrm: string }>(
        `SELECT "agreementId", "customerId", vrm FROM "Fine"
         WHERE "companyId" = $1 AND "agreementId" IS NOT NULL ORDER BY md5(id) LIMIT 400`,
        [companyId],
      )
    ).rows;
    const hires = (
      await client.query<{ vehicleId: string; at: Date }>(
        `SELECT "vehicleId", "handedOverAt" + interval '1 hour' AS at FROM "Agreement"
         WHERE "companyId" = $1 AND "handedOverAt" IS NOT NULL ORDER BY md5(id) LIMIT 400`,
        [companyId],
      )
    ).rows;
    const pick = <T>(items: T[], i: number) => items[i % items.length]!;
    const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

    const scenarios: Scenario[] = [
      { name: "first page", query: () => ({}) },
      { name: "status = received (40%)", query: () => ({ status: "received" }) },
      { name: "match = ambiguous (5%)", query: () => ({ match: "ambiguous" }) },
      { name: "kind = speeding", query: () => ({ kind: "speeding" }) },
      { name: "vrm", query: (i) => ({ vrm: pick(sample, i).vrm }) },
      { name: "agreement_id", query: (i) => ({ agreement_id: pick(sample, i).agreementId }) },
      { name: "customer_id", query: (i) => ({ customer_id: pick(sample, i).customerId }) },
      {
        name: "due soon (received, respond_by_before today + 7)",
        query: () => ({ status: "received", respond_by_before: day(7) }),
      },
      {
        name: "created_from/to (one month, a year ago)",
        query: () => ({ created_from: day(-395), created_to: day(-365) }),
      },
    ];
    const list = await timeScenarios({
      title: `GET /fines (${SCALE_COUNTS.agreements.toLocaleString("en-GB")} fines in the company, ${SCALE_NOTE})`,
      endpoint: "GET /fines",
      rounds: ROUNDS,
      scenarios,
      explain: client,
      page: async (input) => {
        const query = ListFinesInput.parse(input);
        return toPage(await listFines({ companyId, query }), query, toFine).data.length;
      },
    });
    const matching = await timeScenarios({
      title: `Matching a new fine (${SCALE_COUNTS.agreements.toLocaleString("en-GB")} agreements in the company, ${SCALE_NOTE})`,
      endpoint: "match a fine",
      rounds: ROUNDS,
      scenarios: [{ name: "an hour after a handover", query: (i) => ({ hire: i }) }],
      explain: client,
      page: async (input) => {
        const hire = pick(hires, Number(input.hire));
        const found = await matchFine(db, { companyId, vehicleId: hire.vehicleId, at: hire.at });
        return found.agreementId ? 1 : 0;
      },
    });
    return [...list, ...matching];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
