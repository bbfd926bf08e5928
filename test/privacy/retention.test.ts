// The retention policy (GET/PUT /retention-policy) and the daily job that applies it: old licence
// checks stripped and newer ones untouched, old PDFs, signatures and photos deleted (their routes
// answer 410 gone) and newer ones kept, inactive hirers erased; a second run changes nothing.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { storage } from "~/server/integrations/storage";
import { applyRetention } from "~/server/services/privacy/apply-retention";
import { apiCompany, call, json, problemOf } from "../api/http";
import { companySnapshot } from "../cross-tenant";
import { hirerPdf } from "../agreements/helpers";
import { eventually } from "../eventually";
import { hirerWithHistory } from "./hirer-history";

const YEAR = 365 * 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

/** Moves a hirer's history `by` into the past, as if it all happened then. */
async function age(h: Awaited<ReturnType<typeof hirerWithHistory>>, by: number) {
  const when = ago(by);
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
}

describe("/retention-policy", () => {
  it("answers the defaults, changes only the fields sent, and refuses every bad field at once", async () => {
    const { key, companyId } = await apiCompany();
    expect(await json(await call("GET", "/retention-policy", { key }))).toEqual({
      licence_check_days: 180,
      inactive_customer_years: 6,
      document_years: 6,
    });
    const put = await call("PUT", "/retention-policy", { key, body: { document_years: 7 } });
    expect(await json(put)).toEqual({
      licence_check_days: 180,
      inactive_customer_years: 6,
      document_years: 7,
    });
    const before = await companySnapshot(companyId);
    const problem = await problemOf(
      await call("PUT", "/retention-policy", {
        key,
        body: { licence_check_days: 29, inactive_customer_years: 11, document_years: 1.5, x: 1 },
      }),
      400,
    );
    expect(problem.errors?.map((e) => e.pointer).sort()).toEqual([
      "/document_years",
      "/inactive_customer_years",
      "/licence_check_days",
      "/x",
    ]);
    expect(await companySnapshot(companyId)).toBe(before);
    const rows = await db.activityLog.findMany({
      where: { companyId, action: "retention_policy.updated" },
    });
    expect(rows.map((r) => r.changes)).toEqual([
      [{ field: "document_years", before: 6, after: 7 }],
    ]);
    const other = await apiCompany();
    expect(await json(await call("GET", "/retention-policy", { key: other.key }))).toMatchObject({
      document_years: 6,
    });
  });
});

describe("the retention job", () => {
  it("strips old checks, deletes old files (410 gone), erases inactive hirers, and leaves newer ones alone", async () => {
    const old = await hirerWithHistory(randomUUID().slice(0, 8));
    const fresh = await hirerWithHistory(randomUUID().slice(0, 8));
    await age(old, 7 * YEAR);
    await age(fresh, 30 * 24 * 60 * 60 * 1000);
    const oldFiles = await db.report.findFirstOrThrow({
      where: { id: old.reportId! },
      select: { pdfKey: true, media: { select: { storageKey: true } } },
    });

    for (const h of [old, fresh]) {
      const counts = await applyRetention({ companyId: h.companyId });
      expect(counts).toEqual(
        h === old
          ? {
              licenceChecksStripped: 1,
              customersErased: 1,
              reportsCleared: 1,
              agreementsCleared: 1,
            }
          : {
              licenceChecksStripped: 0,
              customersErased: 0,
              reportsCleared: 0,
              agreementsCleared: 0,
            },
      );
    }

    const { key } = old;
    const report = await json(await call("GET", `/reports/${old.reportId}`, { key }));
    expect(report).toMatchObject({ pdf_url: null, pdf_sha256: expect.any(String) as string });
    const agreement = await json(await call("GET", `/agreements/${old.agreementId}`, { key }));
    expect(agreement.document_sha256).toEqual(expect.any(String));
    for (const path of [
      `/reports/${old.reportId}/pdf`,
      `/agreements/${old.agreementId}/pdf`,
      `/media/${old.mediaId}`,
    ]) {
      const problem = await problemOf(await call("GET", path, { key }), 410);
      expect([path, problem.code]).toEqual([path, "gone"]);
    }
    expect((await hirerPdf(old.token)).status).toBe(410);
    expect(await json(await call("GET", `/customers/${old.customer.id}`, { key }))).toMatchObject({
      name: "Erased hirer",
      email: null,
    });
    expect(await json(await call("GET", `/licence-checks/${old.check.id}`, { key }))).toMatchObject(
      { outcome: "points", licence_number: null, endorsements: [] },
    );
    // The files go once the rows are committed as removed, by the job that commit queued.
    await eventually(async () => ((await storage().get(oldFiles.pdfKey!)) ? null : true), {
      what: "the old PDF's deletion",
    });
    expect(await storage().get(oldFiles.media[0]!.storageKey)).toBeNull();
    const automatic = await db.activityLog.findMany({
      where: { companyId: old.companyId, action: "retention_policy.applied" },
    });
    expect(automatic.every((r) => r.actorType === "system")).toBe(true);

    const f = fresh;
    expect((await call("GET", `/reports/${f.reportId}/pdf`, { key: f.key })).status).toBe(200);
    expect((await call("GET", `/agreements/${f.agreementId}/pdf`, { key: f.key })).status).toBe(
      200,
    );
    expect((await call("GET", `/media/${f.mediaId}`, { key: f.key })).status).toBe(200);
    expect(
      await json(await call("GET", `/licence-checks/${f.check.id}`, { key: f.key })),
    ).toMatchObject({ licence_number: f.person.licence_number, penalty_points: 6 });

    const before = await companySnapshot(old.companyId);
    expect(await applyRetention({ companyId: old.companyId })).toEqual({
      licenceChecksStripped: 0,
      customersErased: 0,
      reportsCleared: 0,
      agreementsCleared: 0,
    });
    expect(await companySnapshot(old.companyId)).toBe(before);
  });
});
