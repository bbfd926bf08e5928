// Buying credits, in process against the embedded database (or DATABASE_URL):
//   - a VAT invoice PDF render (goal under 300 ms warm),
//   - settling a paid purchase (invoice numbered, rendered and stored, credits, ledger, event,
//     mail queued),
//   - 50 concurrent confirmations of one purchase: how long they take, and that one credits.
// `npx tsx bench/credits.bench.ts`.
import type { BenchResult } from "./types";

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export async function main(): Promise<BenchResult[]> {
  process.env.KERBSIDE_DATA_DIR ??= "memory://";
  process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-01";
  const { db, prepareDatabase, closeDatabase } = await import("../src/server/db");
  const { signUp } = await import("../src/server/services/company/sign-up");
  const { createPurchase } = await import("../src/server/services/credits/purchases");
  const { markPurchasePaid } = await import("../src/server/services/credits/settle-purchase");
  const { renderPurchaseInvoice } = await import("../src/server/services/credits/invoice");
  const { startJobs, stopJobs } = await import("../src/server/jobs/workers");

  await prepareDatabase();
  // Invoice mails are queued in the payment's transaction; no workers here, so none is sent.
  await startJobs({ workers: false });
  const actor = { kind: "api_key" } as const;
  const { companyId } = await signUp(
    {
      company_name: "Bench Credits Ltd",
      name: "Bench Owner",
      email: `bench-credits-${Date.now()}@example.test`,
      password: "bench-password-1",
      country: "GB",
    },
    {},
  );
  const buy = () => createPurchase({ companyId, actor, input: { bundle_id: "bdl_10" } });
  const results: BenchResult[] = [];

  const settles: number[] = [];
  const paidIds: string[] = [];
  for (let i = 0; i < 20; i++) {
    const purchase = await buy();
    settles.push(await timed(() => markPurchasePaid({ purchaseId: purchase.id })));
    paidIds.push(purchase.id);
  }
  results.push({
    name: "markPurchasePaid (sequential, invoice render and mail queued)",
    value: round(median(settles)),
    unit: "ms median",
  });

  const renders: number[] = [];
  for (const purchaseId of paidIds)
    renders.push(await timed(() => renderPurchaseInvoice({ companyId, purchaseId })));
  results.push({
    name: "VAT invoice PDF render (warm)",
    value: round(median(renders.slice(2))),
    unit: "ms median",
    goal: "< 300 ms",
  });

  const contested = await buy();
  const before = await db.creditTransaction.count({ where: { companyId, kind: "PURCHASE" } });
  const wall = await timed(() =>
    Promise.all(Array.from({ length: 50 }, () => markPurchasePaid({ purchaseId: contested.id }))),
  );
  const credited =
    (await db.creditTransaction.count({ where: { companyId, kind: "PURCHASE" } })) - before;
  results.push({
    name: "50 concurrent confirmations of one purchase",
    value: round(wall),
    unit: "ms wall",
    goal: "1 credit entry",
    note: `${credited} credit entry`,
  });
  if (credited !== 1) throw new Error(`Expected exactly one credit entry, found ${credited}`);

  await stopJobs({ timeoutMs: 2_000 });
  await closeDatabase();
  return results;
}
