// GET /credits and the ledger (GET /credits/transactions, /credits/transactions/{id}):
// shapes, pagination, permissions, and another company's ledger entry is not found.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { addCredits, chargeCredits } from "~/server/services/credits/ledger";
import { expectCrossTenantNotFound } from "../cross-tenant";
import { addUser, staff } from "../factories";
import { apiCompany, call, json } from "./http";

type Txn = {
  id: string;
  kind: string;
  amount: number;
  balance_after: number;
  description: string;
  object: { type: string; id: string } | null;
  created_at: string;
};
type Page = { data: Txn[]; has_more: boolean; next_cursor: string | null };

describe("credits", () => {
  it("answers the balance and what a report costs", async () => {
    const { key } = await apiCompany({ credits: 3 });
    expect(await json(await call("GET", "/credits", { key }))).toEqual({
      balance: 3,
      report_cost: 1,
      reports_available: 3,
    });
  });

  it("lists the ledger newest first with the object each entry was for, page by page", async () => {
    const { companyId, key } = await apiCompany({ credits: 10, rateLimit: 1000 });
    await db.$transaction(async (tx) => {
      await chargeCredits(tx, {
        companyId,
        cost: 1,
        description: "Inspection report AB12CDE",
        objectType: "report",
        objectId: "rep_01jd8x3m5kf3v9w2q7r4t6y8z0",
      });
      await addCredits(tx, { companyId, amount: 5, kind: "PURCHASE", description: "Bundle of 5" });
    });
    const first = await json<Page>(await call("GET", "/credits/transactions?limit=2", { key }));
    expect(first.has_more).toBe(true);
    expect(first.data.map((t) => [t.kind, t.amount, t.balance_after])).toEqual([
      ["purchase", 5, 14],
      ["charge", -1, 9],
    ]);
    expect(first.data[1]).toMatchObject({
      object: { type: "report", id: "rep_01jd8x3m5kf3v9w2q7r4t6y8z0" },
      description: "Inspection report AB12CDE",
    });
    expect(first.data[0]!.id).toMatch(/^txn_/);
    expect(first.data[0]!.created_at).toMatch(/Z$/);
    const second = await json<Page>(
      await call("GET", `/credits/transactions?limit=2&cursor=${first.next_cursor}`, { key }),
    );
    expect(second).toMatchObject({ has_more: false, next_cursor: null });
    expect(second.data).toEqual([
      expect.objectContaining({ kind: "grant", amount: 10, balance_after: 10, object: null }),
    ]);

    const charges = await json<Page>(
      await call("GET", "/credits/transactions?kind=charge", { key }),
    );
    expect(charges.data.map((t) => t.kind)).toEqual(["charge"]);
    const one = await call("GET", `/credits/transactions/${first.data[0]!.id}`, { key });
    expect(await json(one)).toEqual(first.data[0]);
  });

  it("shows the balance to every role and the ledger to Owners and Billing only", async () => {
    const { companyId, ownerId } = await apiCompany();
    expect(
      await staff(companyId, ownerId, "OWNER").billing.transactions({ limit: 5 }),
    ).toMatchObject({ data: [expect.anything()] });
    for (const role of ["MANAGER", "INSPECTOR", "BILLING"] as const) {
      const user = await addUser(companyId, role);
      const caller = staff(companyId, user.id, role);
      expect(await caller.billing.credits()).toMatchObject({ balance: 10 });
      if (role === "BILLING")
        expect(await caller.billing.transactions({ limit: 5 })).toMatchObject({
          data: [expect.objectContaining({ kind: "grant", amount: 10 })],
        });
      else
        await expect(caller.billing.transactions({ limit: 5 })).rejects.toMatchObject({
          code: "FORBIDDEN",
        });
    }
  });

  it("answers 404 for another company's ledger entry and changes nothing", async () => {
    const owner = await apiCompany({ rateLimit: 1000 });
    const intruder = await apiCompany({ rateLimit: 1000 });
    const entry = await db.creditTransaction.findFirstOrThrow({
      where: { companyId: owner.companyId },
    });
    await expectCrossTenantNotFound({
      owner,
      intruder,
      id: entry.id,
      endpoints: [{ method: "GET", path: "/credits/transactions/{id}" }],
    });
  });
});
