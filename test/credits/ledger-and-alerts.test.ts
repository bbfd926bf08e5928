// What the Billing page adds around purchases (the VAT invoice has invoices.test.ts): the
// ledger CSV export, and the low-balance threshold with its one email per crossing
// (queued in the charge's transaction: counted in the job queue, then seen sent).
import { describe, expect, it } from "vitest";
import { db, Prisma } from "~/server/db";
import { jobsSchema } from "~/server/jobs/queue/boss";
import { getLedgerCsv } from "~/server/http/files/billing-files";
import { idMadeAt } from "~/server/ids";
import { eventually } from "../eventually";
import { addUser, staff } from "../factories";
import { apiCompany, call } from "../api/http";
import { buy, ownerContext, submitCheckout } from "./helpers";

describe("ledger export and low-balance warnings", () => {
  it("exports the ledger as CSV with the kind and date filters, formulas defused", async () => {
    const { key, companyId, ownerId } = await apiCompany();
    await submitCheckout((await buy(key)).checkout_url, "outcome=paid");
    // The sign-up grant, as if made on 5 January (the id carries the time too), with a formula for a description.
    const grant = await db.creditTransaction.findFirstOrThrow({
      where: { companyId, kind: "GRANT" },
    });
    const january = new Date("2026-01-05T10:00:00Z");
    await db.creditTransaction.update({
      where: { id: grant.id },
      data: {
        id: idMadeAt("creditTransaction", january),
        description: '=HYPERLINK("x")',
        createdAt: january,
      },
    });
    const csvOf = async (query: string) =>
      (
        await getLedgerCsv(new Request(`http://x/?${query}`), ownerContext(companyId, ownerId))
      ).text();
    const all = (await csvOf("")).trim().split("\r\n");
    expect(all[0]).toBe(
      "id,created_at,kind,amount,balance_after,description,object_type,object_id",
    );
    expect(all.slice(1).map((l) => l.split(",")[2])).toEqual(["purchase", "grant"]);
    expect(all[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await csvOf("kind=purchase")).trim().split("\r\n")).toHaveLength(2);
    expect(
      (await csvOf("created_to=2026-01-31"))
        .trim()
        .split("\r\n")
        .slice(1)
        .map((l) => l.split(",")[2]),
    ).toEqual(["grant"]);
    await expect(
      getLedgerCsv(new Request("http://x/?kind=bogus"), ownerContext(companyId, ownerId)),
    ).rejects.toMatchObject({ code: "invalid_request" });
  });

  it("emails the Owners and Billing once when a report takes the balance below the threshold", async () => {
    const { key, companyId, ownerId } = await apiCompany({ credits: 7, rateLimit: 1000 });
    const billing = await addUser(companyId, "BILLING");
    await addUser(companyId, "INSPECTOR");
    const owner = staff(companyId, ownerId, "OWNER");
    expect(await owner.billing.lowBalance()).toEqual({ balance: 7, threshold: 5, low: false });
    const alerts = () =>
      db.sentEmail.findMany({
        where: { companyId, subject: { contains: "credit balance is low" } },
        orderBy: { to: "asc" },
      });
    const queued = () =>
      db.$queryRaw<
        { n: number }[]
      >`SELECT count(*)::int AS n FROM ${Prisma.raw(jobsSchema())}.job WHERE name = 'email' AND data->>'companyId' = ${companyId} AND data->>'subject' LIKE '%credit balance is low%'`.then(
        (r) => r[0]!.n,
      );
    // 7 -> 6 -> 5: nothing; 5 -> 4 crosses below 5: one mail each to the Owner and Billing; 4 -> 3: nothing more.
    for (const expected of [0, 0, 2, 2]) {
      expect(
        (await call("POST", "/reports", { key, body: { vrm: "AA19AAA", type: "general" } })).status,
      ).toBe(201);
      expect(await queued()).toBe(expected);
    }
    const sent = await eventually(async () => ((await alerts()).length === 2 ? alerts() : null), {
      what: "the two low-balance mails",
    });
    expect(sent.map((m) => m.to).sort()).toEqual(
      [billing.email, (await db.user.findUniqueOrThrow({ where: { id: ownerId } })).email].sort(),
    );
    expect(sent[0]!.subject).toContain("(4 left)");
    expect(await owner.billing.lowBalance()).toEqual({ balance: 3, threshold: 5, low: true });

    // The Owner lowers the threshold: no longer low; Billing and the API cannot change it.
    expect(await owner.billing.setLowBalanceThreshold({ threshold: 2 })).toEqual({
      balance: 3,
      threshold: 2,
      low: false,
    });
    await expect(
      staff(companyId, billing.id, "BILLING").billing.setLowBalanceThreshold({ threshold: 50 }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(owner.billing.setLowBalanceThreshold({ threshold: -1 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect((await owner.billing.lowBalance()).threshold).toBe(2);
    expect(
      (await call("POST", "/reports", { key, body: { vrm: "AA19AAA", type: "general" } })).status,
    ).toBe(201);
    expect(await queued()).toBe(2);
    expect(
      (await call("POST", "/reports", { key, body: { vrm: "AA19AAA", type: "general" } })).status,
    ).toBe(201);
    expect(await queued()).toBe(4);
    await eventually(async () => ((await alerts()).length === 4 ? true : null), {
      what: "the second crossing's mails",
    });
  });
});
