// GET /damage-charges/{id}/pdf: the evidence pack, sealed like the agreement PDF. Rendered on
// the first read after each status change with the timeline up to that change, stored, and
// served as the same bytes until the next change (a move clears `pdfKey`). Of two first reads
// at once, one stores its file; the other deletes its own and serves that one. Once the
// retention policy deleted it with its agreement's files (`filesRemovedAt`): 410 gone, for ever.
import { createHash, randomBytes } from "node:crypto";
import { db } from "../../db";
import { AppError } from "../../errors";
import { storage } from "../../integrations/storage";
import type { LoadedDamageCharge } from "../../models/damage-charge";
import type { DamageSeverity, DamageType, DamageZone } from "../../models/damage-words";
import { wearAndTear } from "../../models/wear-and-tear";
import type { ChargePdfData } from "../../pdf/damage-charge-data";
import { renderDamageChargePdf } from "../../pdf/render-damage-charge";
import { filesGone } from "../privacy/files-gone";
import { pdfPhoto } from "../reports/pdf-photo";
import { linePhotos } from "./charge-link";
import { chargeInvalidState, findCharge } from "./find-charge";

export type ChargePdf = { bytes: Buffer; filename: string; sha256: string };

async function packData(charge: LoadedDamageCharge, upTo: string): Promise<ChargePdfData> {
  const { companyId } = charge;
  const agreement = await db.agreement.findFirstOrThrow({
    where: { id: charge.agreementId, companyId },
    select: {
      id: true,
      reference: true,
      startsAt: true,
      endsAt: true,
      company: { select: { name: true } },
      vehicle: { select: { vrm: true, make: true, model: true } },
    },
  });
  const reportIds = [charge.baselineReportId, charge.reportId].filter((r): r is string => !!r);
  const reports = await db.report.findMany({
    where: { companyId, id: { in: reportIds } },
    select: { id: true, pdfSha256: true },
  });
  const photos = await linePhotos(charge);
  const mediaIds = [...photos.values()].flatMap((p) => [p.before?.mediaId, p.after?.mediaId]);
  const media = await db.media.findMany({
    where: { companyId, id: { in: mediaIds.filter((m): m is string => !!m) } },
    select: { id: true, storageKey: true },
  });
  const images = new Map(
    await Promise.all(media.map(async (m) => [m.id, await pdfPhoto(m.storageKey)] as const)),
  );
  const image = (mediaId: string | undefined) => (mediaId ? (images.get(mediaId) ?? null) : null);
  const rules = wearAndTear(
    charge.lines.map((l) => ({
      zone: l.zone as DamageZone,
      type: l.type as DamageType,
      severity: l.severity as DamageSeverity,
      size_mm: l.sizeMm,
    })),
  );
  const steps = await db.damageChargeStep.findMany({
    where: { companyId, chargeId: charge.id, id: { lte: upTo } },
    orderBy: { id: "asc" },
  });
  const sha = (id: string | null) => reports.find((r) => r.id === id)?.pdfSha256 ?? null;
  return {
    company: agreement.company.name,
    charge: {
      id: charge.id,
      status: charge.status,
      totalPence: charge.totalPence,
      respondBy: charge.respondBy,
    },
    agreement: {
      id: agreement.id,
      reference: agreement.reference,
      hirer: charge.customer.name,
      vrm: agreement.vehicle.vrm,
      vehicle: [agreement.vehicle.make, agreement.vehicle.model].filter(Boolean).join(" "),
      startsAt: agreement.startsAt,
      endsAt: agreement.endsAt,
    },
    reports: [
      ...(charge.baselineReportId
        ? [
            {
              label: "Handover report",
              id: charge.baselineReportId,
              sha256: sha(charge.baselineReportId),
            },
          ]
        : []),
      { label: "Return report", id: charge.reportId, sha256: sha(charge.reportId) },
    ],
    lines: charge.lines.map((l, i) => ({
      area: l.area,
      zone: l.zone,
      type: l.type,
      severity: l.severity,
      sizeMm: l.sizeMm,
      change: l.change,
      wearAndTear: l.wearAndTear,
      rule: rules[i]!.rule,
      included: l.included,
      amountPence: l.amountPence,
      description: l.description,
      before: image(photos.get(l.id)?.before?.mediaId),
      after: image(photos.get(l.id)?.after?.mediaId),
    })),
    timeline: steps.map((s) => ({ kind: s.kind, at: s.createdAt, detail: s.detail })),
  };
}

async function stored(charge: { id: string; pdfKey: string | null; pdfSha256: string | null }) {
  const bytes = charge.pdfKey ? await storage().get(charge.pdfKey) : null;
  if (!bytes || !charge.pdfSha256)
    throw new AppError(
      "internal_error",
      `The evidence pack of ${charge.id} is missing from storage.`,
    );
  return { bytes, filename: `${charge.id}.pdf`, sha256: charge.pdfSha256 };
}

export async function readDamageChargePdf(options: {
  companyId: string;
  id: string;
}): Promise<ChargePdf> {
  const charge = await findCharge(db, options.companyId, options.id);
  if (charge.status === "draft")
    throw chargeInvalidState(charge, "have an evidence pack until it is sent");
  if (charge.filesRemovedAt)
    throw filesGone("evidence pack of this damage charge", charge.filesRemovedAt);
  if (charge.pdfKey) return stored(charge);
  const last = await db.damageChargeStep.findFirstOrThrow({
    where: { companyId: charge.companyId, chargeId: charge.id, kind: { not: "viewed" } },
    orderBy: { id: "desc" },
  });
  const bytes = await renderDamageChargePdf(await packData(charge, last.id), last.createdAt);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const key = `damage-charges/${charge.id}/${last.id}-${randomBytes(6).toString("hex")}.pdf`;
  await storage().put(key, bytes, "application/pdf");
  const { count } = await db.damageCharge.updateMany({
    where: {
      id: charge.id,
      companyId: charge.companyId,
      pdfKey: null,
      filesRemovedAt: null,
      updatedAt: charge.updatedAt,
    },
    data: { pdfKey: key, pdfSha256: sha256, updatedAt: charge.updatedAt },
  });
  if (count === 1) return { bytes, filename: `${charge.id}.pdf`, sha256 };
  await storage().delete(key);
  return readDamageChargePdf(options);
}
