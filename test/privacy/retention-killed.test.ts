// The retention job killed midway (a batch dies inside its transaction) and run again: what
// committed stays done, the rest is found again, nothing is counted twice.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { db } from "~/server/db";
import { newId } from "~/server/ids";
import { applyRetention } from "~/server/services/privacy/apply-retention";
import type * as Strip from "~/server/services/privacy/strip-licence-checks";
import { hirerWithHistory } from "./hirer-history";

// The test set-up has loaded the job's modules already, so the job is loaded afresh here with its
// stripping step dying on the chosen call (the database and the job queue are process-wide).
async function jobDyingAt(call: number) {
  let calls = 0;
  vi.resetModules();
  vi.doMock("~/server/services/privacy/strip-licence-checks", async (importOriginal) => {
    const actual = await importOriginal<typeof Strip>();
    return {
      stripLicenceChecks: (...args: Parameters<typeof actual.stripLicenceChecks>) => {
        calls += 1;
        if (calls === call) throw new Error("killed");
        return actual.stripLicenceChecks(...args);
      },
    };
  });
  const job = await import("~/server/services/privacy/apply-retention");
  vi.doUnmock("~/server/services/privacy/strip-licence-checks");
  return job.applyRetention;
}

const SEVEN_YEARS = 7 * 365 * 24 * 60 * 60 * 1000;

describe("the retention job, killed midway", () => {
  it("run again, ends as one whole run would", async () => {
    const h = await hirerWithHistory(randomUUID().slice(0, 8));
    const first = await db.licenceCheck.findFirstOrThrow({ where: { customerId: h.customer.id } });
    // Two more checks, so stripping takes three batches of one.
    for (let n = 0; n < 2; n++) {
      await db.licenceCheck.create({
        data: { ...first, id: newId("licenceCheck"), categories: [], endorsements: [] },
      });
    }
    const when = new Date(Date.now() - SEVEN_YEARS);
    await db.customer.update({ where: { id: h.customer.id }, data: { createdAt: when } });
    await db.licenceCheck.updateMany({
      where: { customerId: h.customer.id },
      data: { checkedAt: when },
    });
    await db.agreement.update({
      where: { id: h.agreementId },
      data: { createdAt: when, closedAt: when },
    });
    await db.report.updateMany({
      where: { agreementId: h.agreementId },
      data: { createdAt: when, signedOffAt: when },
    });
    const notStripped = () =>
      db.licenceCheck.count({ where: { customerId: h.customer.id, strippedAt: null } });

    const dying = await jobDyingAt(2);
    await expect(dying({ companyId: h.companyId, batch: 1 })).rejects.toThrow("killed");
    expect(await notStripped()).toBe(2);
    expect(
      (await db.customer.findUniqueOrThrow({ where: { id: h.customer.id } })).erasedAt,
    ).toBeNull();

    const rest = await applyRetention({ companyId: h.companyId, batch: 1 });
    expect(rest).toEqual({
      licenceChecksStripped: 2,
      customersErased: 1,
      reportsCleared: 1,
      agreementsCleared: 1,
      damageChargesCleared: 0,
    });
    expect(await notStripped()).toBe(0);
    const rows = await db.activityLog.findMany({
      where: { companyId: h.companyId, action: "retention_policy.applied" },
    });
    const counted = rows
      .flatMap((r) => r.changes as { field: string; after: number }[])
      .filter((c) => c.field === "licence_checks_stripped")
      .reduce((sum, c) => sum + c.after, 0);
    expect(counted).toBe(3);
  });
});
