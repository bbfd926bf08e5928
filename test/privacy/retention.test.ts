// The retention policy (GET/PUT /retention-policy) and the daily job that applies it: old licence
// checks stripped and newer ones untouched, old PDFs, signatures and photos (with their PDF-sized
// copies) deleted (their routes answer 410 gone) and newer ones kept, inactive hirers erased; a
// second run changes nothing.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { storage } from "~/server/integrations/storage";
import { pdfCopyKey } from "~/server/services/media/media-files";
import { applyRetention } from "~/server/services/privacy/apply-retention";
import { apiCompany, call, json, problemOf } from "../api/http";
import { companySnapshot } from "../cross-tenant";
import {
  agreementCompany,
  HIRE_WITHIN_MOT,
  hirerPdf,
  sentAgreement,
  signForm,
  submitPage,
} from "../agreements/helpers";
import { completedReport, createCharge, sendCharge } from "../damage-charges/helpers";
import { recordFine } from "../fines/helpers";
import { eventually } from "../eventually";
import { hirerWithHistory } from "./hirer-history";

const DAY = 24 * 60 * 60 * 1000;
const YEAR = 365 * DAY;
const ago = (ms: number) => new Date(Date.now() - ms);

const NOTHING = {
  licenceChecksStripped: 0,
  customersErased: 0,
  reportsCleared: 0,
  agreementsCleared: 0,
  damageChargesCleared: 0,
};

/**
 * A signed hire closed at `closedAt` (out for the two days before), its check-in's damage charge
 * sent with its evidence pack stored, and a fine of that hire matched to it.
 */
async function hireWithChargeAndFine(
  c: Awaited<ReturnType<typeof agreementCompany>>,
  closedAt: Date,
) {
  const { id, token } = await sentAgreement(c, HIRE_WITHIN_MOT);
  await submitPage(token, signForm);
  expect((await call("POST", `/agreements/${id}/handover`, { key: c.key })).status).toBe(200);
  await completedReport(c, id, "outbound", []);
  const inbound = await completedReport(c, id, "inbound", [
    { zone: "offside_front_door", type: "dent", severity: "moderate", size_mm: 60 },
  ]);
  expect((await call("POST", `/agreements/${id}/close`, { key: c.key })).status).toBe(200);
  const charge = await createCharge(c, inbound);
  await sendCharge(c, charge.id);
  expect((await call("GET", `/damage-charges/${charge.id}/pdf`, { key: c.key })).status).toBe(200);
  await db.agreement.update({
    where: { id },
    data: { handedOverAt: new Date(closedAt.getTime() - 2 * DAY), closedAt },
  });
  const fine = await recordFine(c, {
    contravention_at: new Date(closedAt.getTime() - DAY).toISOString(),
    notice_date: new Date().toISOString().slice(0, 10),
  });
  expect(fine).toMatchObject({ match: "matched", agreement_id: id });
  expect((await call("GET", `/fines/${fine.id}/pdf`, { key: c.key })).status).toBe(200);
  const stored = await db.damageCharge.findUniqueOrThrow({
    where: { id: charge.id },
    select: { pdfKey: true, pdfSha256: true },
  });
  return {
    agreementId: id,
    chargeId: charge.id,
    fineId: fine.id,
    packKey: stored.pdfKey!,
    packSha256: stored.pdfSha256,
  };
}

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
    // The signed PDF made its photo's PDF-sized copy; the retention run removes it too.
    const oldCopy = pdfCopyKey(oldFiles.media[0]!.storageKey);
    expect(await storage().get(oldCopy)).not.toBeNull();

    for (const h of [old, fresh]) {
      const counts = await applyRetention({ companyId: h.companyId });
      expect(counts).toEqual(
        h === old
          ? {
              licenceChecksStripped: 1,
              customersErased: 1,
              reportsCleared: 1,
              agreementsCleared: 1,
              damageChargesCleared: 0,
            }
          : {
              licenceChecksStripped: 0,
              customersErased: 0,
              reportsCleared: 0,
              agreementsCleared: 0,
              damageChargesCleared: 0,
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
    expect(await storage().get(oldCopy)).toBeNull();
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
    expect(await applyRetention({ companyId: old.companyId })).toEqual(NOTHING);
    expect(await companySnapshot(old.companyId)).toBe(before);
  });

  it("deletes the evidence packs of old agreements' damage charges (410 gone, file gone) and their fines' packs answer 410; newer ones untouched", async () => {
    const c = await agreementCompany();
    const old = await hireWithChargeAndFine(c, ago(7 * YEAR));
    const fresh = await hireWithChargeAndFine(c, ago(30 * 24 * 60 * 60 * 1000));

    expect(await applyRetention({ companyId: c.companyId })).toEqual({
      ...NOTHING,
      agreementsCleared: 1,
      damageChargesCleared: 1,
    });

    const { key } = c;
    for (const path of [
      `/damage-charges/${old.chargeId}/pdf`,
      `/fines/${old.fineId}/pdf`,
      `/agreements/${old.agreementId}/pdf`,
    ]) {
      const problem = await problemOf(await call("GET", path, { key }), 410);
      expect([path, problem.code]).toEqual([path, "gone"]);
    }
    // The charge and the fine stay, with the pack's hash.
    expect(await json(await call("GET", `/damage-charges/${old.chargeId}`, { key }))).toMatchObject(
      { id: old.chargeId, status: "sent" },
    );
    expect(
      await db.damageCharge.findUniqueOrThrow({
        where: { id: old.chargeId },
        select: { pdfKey: true, pdfSha256: true },
      }),
    ).toEqual({ pdfKey: null, pdfSha256: old.packSha256 });
    await eventually(async () => ((await storage().get(old.packKey)) ? null : true), {
      what: "the old evidence pack's deletion",
    });

    for (const path of [
      `/damage-charges/${fresh.chargeId}/pdf`,
      `/fines/${fresh.fineId}/pdf`,
      `/agreements/${fresh.agreementId}/pdf`,
    ])
      expect([path, (await call("GET", path, { key })).status]).toEqual([path, 200]);
    expect(await storage().get(fresh.packKey)).not.toBeNull();

    const before = await companySnapshot(c.companyId);
    expect(await applyRetention({ companyId: c.companyId })).toEqual(NOTHING);
    expect(await companySnapshot(c.companyId)).toBe(before);
  });
});
