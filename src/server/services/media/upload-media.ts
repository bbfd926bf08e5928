// Attaching a photo to an inspection, or to the whole report (a walk-around angle, the odometer,
// the fuel gauge, other), of a draft report, with its evidence (contract section 8). The files
// are written before the row that points at them commits; if the row cannot be written (the
// report was completed meanwhile, the database failed) the files are deleted, so there is never
// a row without files nor a file without a row. The SHA-256 is of the bytes served as original.
import { createHash } from "node:crypto";
import { db, type Prisma, type Tx } from "../../db";
import { AppError, notFound } from "../../errors";
import { newId } from "../../ids";
import type { MediaEvidenceFields, MediaRow } from "../../models/media";
import { angleLabel, type MediaSource, type ReportMediaKind } from "../../models/photo-angles";
import { storage } from "../../integrations/storage";
import { changesOfNew } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { findInspection } from "../inspections/find-inspection";
import { reportTemplate } from "../inspection-templates/frozen-template";
import { findReport, invalidState } from "../reports/find-report";
import { enqueueJob } from "../../jobs/queue/enqueue";
import { processImage } from "./process-image";

export const mediaKeys = (
  companyId: string,
  reportId: string,
  mediaId: string,
  extension: string,
) => ({
  storageKey: `${companyId}/reports/${reportId}/media/${mediaId}.${extension}`,
  thumbnailKey: `${companyId}/reports/${reportId}/media/${mediaId}-thumbnail.jpg`,
});

/** How long a device's clock may run ahead of ours before its captured_at is refused. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

type Evidence = MediaEvidenceFields | undefined;

/** The evidence columns: captured_at checked against the time received, source api unless told. */
export function evidenceColumns(evidence: Evidence, receivedAt: Date, defaultSource: MediaSource) {
  const capturedAt = evidence?.captured_at ? new Date(evidence.captured_at) : null;
  if (capturedAt && capturedAt.getTime() > receivedAt.getTime() + CLOCK_SKEW_MS)
    throw new AppError(
      "invalid_request",
      "captured_at is in the future: a photo cannot be taken after it was received.",
      {
        errors: [{ pointer: "/captured_at", detail: "must not be more than 5 minutes after now" }],
      },
    );
  return {
    createdAt: receivedAt,
    capturedAt,
    source: evidence?.source ?? defaultSource,
    latitude: evidence?.latitude ?? null,
    longitude: evidence?.longitude ?? null,
    accuracyM: evidence?.accuracy_m ?? null,
  };
}

type Target = {
  reportId: string;
  inspectionId: string | null;
  kind: "damage" | ReportMediaKind;
  angle: string | null;
  /** What the activity row calls the photo: the area, or the angle's label. */
  name: string;
};

/** Besides being a draft, what the report must still be when the photo's row is written (the hirer's live link), and what answers when it is not. */
export type ReportGuard = { where: Prisma.ReportWhereInput; refused: () => Error };

type StoreOptions = {
  companyId: string;
  actor: ActivityActor;
  target: Target;
  bytes: Buffer;
  caption?: string | null;
  evidence: ReturnType<typeof evidenceColumns>;
  guard?: ReportGuard;
  /** Runs in the photo's transaction once the report is held, before its row: what the photo belongs to, made with it. */
  before?: (tx: Tx) => Promise<void>;
};

export async function storeMedia(options: StoreOptions): Promise<MediaRow> {
  const { companyId, target } = options;
  const image = await processImage(options.bytes);
  const id = newId("media");
  const keys = mediaKeys(companyId, target.reportId, id, image.extension);
  const files = storage();
  await Promise.all([
    files.put(keys.storageKey, image.data, image.contentType),
    files.put(keys.thumbnailKey, image.thumbnail, "image/jpeg"),
  ]);
  try {
    return await db.$transaction(async (tx) => {
      // Touching the report row locks it: a completion racing this upload waits, then sees the photo (or we see its status).
      const { count } = await tx.report.updateMany({
        where: { ...options.guard?.where, id: target.reportId, companyId, status: "draft" },
        data: { updatedAt: new Date() },
      });
      if (count === 0)
        throw (
          options.guard?.refused() ??
          new AppError(
            "invalid_state",
            "This report is no longer a draft, so it cannot take new photos.",
          )
        );
      await options.before?.(tx);
      if (
        target.inspectionId !== null &&
        (await tx.inspection.count({ where: { id: target.inspectionId, companyId } })) === 0
      )
        throw notFound("inspection");
      const row = await tx.media.create({
        data: {
          id,
          companyId,
          reportId: target.reportId,
          inspectionId: target.inspectionId,
          kind: target.kind,
          angle: target.angle,
          contentType: image.contentType,
          sizeBytes: image.data.length,
          width: image.width,
          height: image.height,
          caption: options.caption?.trim() || null,
          ...keys,
          sha256: createHash("sha256").update(image.data).digest("hex"),
          ...options.evidence,
        },
      });
      const object = {
        type: "media" as const,
        id,
        parentId: target.reportId,
        name: target.name,
      };
      const changes = changesOfNew({ caption: row.caption });
      await recordActivity(tx, {
        companyId,
        actor: options.actor,
        action: "media.uploaded",
        object,
        changes,
      });
      // Its copy for the signed PDFs, made after the commit so the upload never waits for it.
      await enqueueJob(tx, "pdf-photo", { storageKey: keys.storageKey });
      return row;
    });
  } catch (error) {
    await Promise.allSettled([files.delete(keys.storageKey), files.delete(keys.thumbnailKey)]);
    throw error;
  }
}

/** POST /inspections/{id}/media: a photo of one checked area (kind damage). */
export async function uploadMedia(options: {
  companyId: string;
  actor: ActivityActor;
  inspectionId: string;
  bytes: Buffer;
  caption?: string | null;
  evidence?: MediaEvidenceFields;
  receivedAt?: Date;
}): Promise<MediaRow> {
  const { companyId } = options;
  const evidence = evidenceColumns(options.evidence, options.receivedAt ?? new Date(), "api");
  const inspection = await findInspection(db, companyId, options.inspectionId);
  if (inspection.report.status !== "draft")
    throw invalidState(inspection.report, "take new photos");
  return storeMedia({
    ...options,
    evidence,
    target: {
      reportId: inspection.reportId,
      inspectionId: inspection.id,
      kind: "damage",
      angle: null,
      name: inspection.area,
    },
  });
}

const KIND_NAMES: Record<Exclude<ReportMediaKind, "angle">, string> = {
  odometer: "Odometer",
  fuel: "Fuel or charge level",
  other: "Vehicle",
};

/** What the activity log calls a photo of the whole vehicle. */
export const reportMediaName = (kind: ReportMediaKind, angle: string | null) =>
  angle ? angleLabel(angle) : KIND_NAMES[kind as Exclude<ReportMediaKind, "angle">];

/** POST /reports/{id}/media: a photo of the whole vehicle; an angle must be one of the report's template angles. */
export async function uploadReportMedia(options: {
  companyId: string;
  actor: ActivityActor;
  reportId: string;
  kind: ReportMediaKind;
  angle?: string;
  bytes: Buffer;
  caption?: string | null;
  evidence?: MediaEvidenceFields;
  receivedAt?: Date;
}): Promise<MediaRow> {
  const { companyId, kind } = options;
  const evidence = evidenceColumns(options.evidence, options.receivedAt ?? new Date(), "api");
  const report = await findReport(db, companyId, options.reportId);
  let angle: string | null = null;
  if (kind === "angle") {
    const angles = (await reportTemplate(db, report))?.photo_angles ?? [];
    if (options.angle === undefined || !(angles as string[]).includes(options.angle))
      throw new AppError(
        "invalid_request",
        angles.length
          ? `This report's walk-around angles are ${angles.join(", ")}.`
          : "This report has no walk-around angles.",
        { errors: [{ pointer: "/angle", detail: "must be one of the report's template angles" }] },
      );
    angle = options.angle;
  }
  if (report.status !== "draft") throw invalidState(report, "take new photos");
  return storeMedia({
    ...options,
    evidence,
    target: {
      reportId: report.id,
      inspectionId: null,
      kind,
      angle,
      name: reportMediaName(kind, angle),
    },
  });
}
