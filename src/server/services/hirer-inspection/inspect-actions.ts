// What the hirer does through a live self-inspection link: a photo of an angle, the odometer or
// the gauge; a damage (with its photo); the readings; and sending, which completes the report.
// Every write is conditional on the link still being live (this token's hash, before its expiry,
// on a draft) in the transaction that makes it: a report completed or cancelled by staff, a
// replaced or expired link, changes nothing and answers the link's state (LinkNotLive).
import { db, type Tx } from "../../db";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import {
  HIRER_DAMAGE_AREA,
  missingSentences,
  type HirerReadings,
} from "../../models/hirer-inspection";
import type { MediaEvidenceFields, MediaRow } from "../../models/media";
import { zoneAtPoint } from "../../models/damage-diagram";
import type { DamageType, DamageZone } from "../../models/damage-words";
import type { ActivityActor } from "../activity/record-activity";
import { recordActivity } from "../activity/record-activity";
import { changesOfNew } from "../activity/changes";
import { MAX_INSPECTIONS } from "../inspections/list-inspections";
import {
  evidenceColumns,
  reportMediaName,
  storeMedia,
  type ReportGuard,
} from "../media/upload-media";
import { reportTemplate } from "../inspection-templates/frozen-template";
import { completeDraft } from "../reports/complete-report";
import type { LoadedReport } from "../reports/find-report";
import { isElectric } from "../reports/readiness";
import { queueInspectionSentEmails } from "./inspect-emails";
import {
  findByInspectToken,
  liveLinkWhere,
  stateOf,
  viewOf,
  type InspectView,
} from "./inspect-view";

export const HIRER_ACTOR: ActivityActor = { kind: "hirer", name: "Hirer (inspection link)" };

/** The link is not live any more (or never was): the caller answers the page's state. */
export class LinkNotLive extends Error {
  constructor() {
    super("The inspection link is not live.");
    this.name = "LinkNotLive";
  }
}

const guardOf = (token: string): ReportGuard => ({
  where: liveLinkWhere(token),
  refused: () => new LinkNotLive(),
});

/** The live link's report, or LinkNotLive. */
async function liveReport(token: string): Promise<LoadedReport> {
  const report = await findByInspectToken(token);
  if (!report || stateOf(report) !== "inspect") throw new LinkNotLive();
  return report;
}

type Upload = { bytes: Buffer; evidence: MediaEvidenceFields; receivedAt: Date };

/** A photo of a template angle, the odometer or the fuel (or charge level) gauge. */
export async function addHirerPhoto(
  token: string,
  photo: Upload & { kind: "angle" | "odometer" | "fuel"; angle?: string },
): Promise<MediaRow> {
  const report = await liveReport(token);
  const angles = (await reportTemplate(db, report))?.photo_angles ?? [];
  let angle: string | null = null;
  if (photo.kind === "angle") {
    if (photo.angle === undefined || !(angles as string[]).includes(photo.angle))
      throw new AppError("invalid_request", "That is not one of this vehicle's photos.", {
        errors: [{ pointer: "/angle", detail: "must be one of the report's template angles" }],
      });
    angle = photo.angle;
  } else if (photo.angle !== undefined) {
    throw new AppError("invalid_request", "Only a walk-around photo has an angle.", {
      errors: [{ pointer: "/angle", detail: "is only taken with kind angle" }],
    });
  }
  return storeMedia({
    companyId: report.companyId,
    actor: HIRER_ACTOR,
    bytes: photo.bytes,
    evidence: evidenceColumns(photo.evidence, photo.receivedAt, "library"),
    guard: guardOf(token),
    target: {
      reportId: report.id,
      inspectionId: null,
      kind: photo.kind,
      angle,
      name: reportMediaName(photo.kind, angle),
    },
  });
}

/** A damage placed on the diagram, of a type, with its photo: one new inspection, made in the photo's transaction. */
export async function addHirerDamage(
  token: string,
  damage: Upload & { type: DamageType; x: number; y: number },
): Promise<{ inspectionId: string; zone: DamageZone; media: MediaRow }> {
  const report = await liveReport(token);
  const companyId = report.companyId;
  const inspectionId = newId("inspection");
  const zone = zoneAtPoint(report.vehicle.bodyType, { x: damage.x, y: damage.y });
  const create = async (tx: Tx) => {
    const last = await tx.inspection.aggregate({
      where: { companyId, reportId: report.id },
      _max: { position: true },
      _count: true,
    });
    if (last._count >= MAX_INSPECTIONS)
      throw new AppError("invalid_request", "No more damage can be added to this inspection.");
    const row = await tx.inspection.create({
      data: {
        id: inspectionId,
        companyId,
        reportId: report.id,
        area: HIRER_DAMAGE_AREA,
        position: (last._max.position ?? 0) + 1,
        damageZone: zone,
        damageType: damage.type,
        damageSeverity: "minor",
        damageX: damage.x,
        damageY: damage.y,
      },
    });
    await recordActivity(tx, {
      companyId,
      actor: HIRER_ACTOR,
      action: "inspection.created",
      object: { type: "inspection", id: row.id, parentId: report.id, name: row.area },
      changes: changesOfNew({
        area: row.area,
        damage: { zone, type: damage.type, severity: "minor", x: damage.x, y: damage.y },
      }),
    });
  };
  const media = await storeMedia({
    companyId,
    actor: HIRER_ACTOR,
    bytes: damage.bytes,
    evidence: evidenceColumns(damage.evidence, damage.receivedAt, "library"),
    guard: guardOf(token),
    before: create,
    target: {
      reportId: report.id,
      inspectionId,
      kind: "damage",
      angle: null,
      name: HIRER_DAMAGE_AREA,
    },
  });
  return { inspectionId, zone, media };
}

/** The mileage and the fuel (or charge) level as the hirer typed them so far. */
export async function saveHirerReadings(token: string, readings: HirerReadings): Promise<void> {
  const report = await liveReport(token);
  const electric = isElectric(report.vehicle.fuelType);
  const data = {
    odometer: readings.odometer,
    ...(electric ? { chargeLevel: readings.level } : { fuelLevel: readings.level }),
  };
  await db.$transaction(async (tx) => {
    const { count } = await tx.report.updateMany({
      where: {
        ...liveLinkWhere(token),
        id: report.id,
        companyId: report.companyId,
        status: "draft",
      },
      data,
    });
    if (count === 0) throw new LinkNotLive();
    await recordActivity(tx, {
      companyId: report.companyId,
      actor: HIRER_ACTOR,
      action: "report.updated",
      object: { type: "report", id: report.id },
      changes: [
        { field: "odometer", before: report.odometer, after: readings.odometer },
        electric
          ? { field: "charge_level", before: report.chargeLevel, after: readings.level }
          : { field: "fuel_level", before: report.fuelLevel, after: readings.level },
      ].filter((c) => c.before !== c.after),
    });
  });
}

/**
 * `Send inspection`: with everything required, completes the report in one transaction (the
 * readings, `performed_by: hirer`, `hirer_sent_at`, the inbound verdict, report.completed, the
 * Owners' and Managers' emails). Of two tabs sending at once, one completes; the other sees
 * `Inspection sent`. Something missing: nothing is sent, and the sentences say what.
 */
export async function sendHirerInspection(
  token: string,
  readings: HirerReadings,
): Promise<{ view: InspectView; missing: string[] }> {
  const report = await liveReport(token);
  const view = await viewOf(report);
  const progress = view.progress;
  if (!progress) throw new LinkNotLive();
  const taken = new Set(
    progress.photos.filter((p) => p.kind === "angle").map((p) => p.angle ?? ""),
  );
  const missing = missingSentences({
    angles: progress.angles,
    takenAngles: taken,
    odometerPhotoRequired: progress.odometerPhotoRequired,
    hasOdometerPhoto: progress.photos.some((p) => p.kind === "odometer"),
    fuelPhotoRequired: progress.fuelPhotoRequired,
    hasFuelPhoto: progress.photos.some((p) => p.kind === "fuel"),
    electric: progress.electric,
    mileage: readings.odometer,
    level: readings.level,
  });
  if (missing.length > 0) return { view, missing };
  const now = new Date();
  await db.$transaction(async (tx) => {
    const completed = await completeDraft(tx, {
      report,
      actor: HIRER_ACTOR,
      guard: guardOf(token),
      data: {
        odometer: readings.odometer,
        ...(progress.electric ? { chargeLevel: readings.level } : { fuelLevel: readings.level }),
        performedBy: "hirer",
        hirerSentAt: now,
      },
    });
    const customer = report.customerId
      ? await tx.customer.findFirst({
          where: { id: report.customerId, companyId: report.companyId },
          select: { name: true },
        })
      : null;
    await queueInspectionSentEmails(tx, {
      report: completed,
      hirerName: customer?.name ?? "The hirer",
      damageCount: progress.damages.length,
    });
  });
  return { view: await viewOf(await findByInspectToken(token)), missing: [] };
}
