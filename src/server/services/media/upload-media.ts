// Attaching a photo to an inspection of a draft report. The files are written
// before the row that points at them commits; if the row cannot be written (the
// report was completed meanwhile, the database failed) the files are deleted, so
// there is never a row without files nor a file without a row.
import { createHash } from "node:crypto";
import { db } from "../../db";
import { AppError, notFound } from "../../errors";
import { newId } from "../../ids";
import type { MediaRow } from "../../models/media";
import { storage } from "../../integrations/storage";
import { changesOfNew } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { findInspection } from "../inspections/find-inspection";
import { invalidState } from "../reports/find-report";
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

export async function uploadMedia(options: {
  companyId: string;
  actor: ActivityActor;
  inspectionId: string;
  bytes: Buffer;
  caption?: string | null;
}): Promise<MediaRow> {
  const { companyId } = options;
  const inspection = await findInspection(db, companyId, options.inspectionId);
  if (inspection.report.status !== "draft")
    throw invalidState(inspection.report, "take new photos");
  const image = await processImage(options.bytes);

  const id = newId("media");
  const keys = mediaKeys(companyId, inspection.reportId, id, image.extension);
  const files = storage();
  await Promise.all([
    files.put(keys.storageKey, image.data, image.contentType),
    files.put(keys.thumbnailKey, image.thumbnail, "image/jpeg"),
  ]);
  try {
    return await db.$transaction(async (tx) => {
      // Touching the report row locks it: a completion racing this upload waits, then sees the photo (or we see its status).
      const { count } = await tx.report.updateMany({
        where: { id: inspection.reportId, companyId, status: "draft" },
        data: { updatedAt: new Date() },
      });
      if (count === 0)
        throw new AppError(
          "invalid_state",
          "This report is no longer a draft, so it cannot take new photos.",
        );
      if ((await tx.inspection.count({ where: { id: inspection.id, companyId } })) === 0)
        throw notFound("inspection");
      const row = await tx.media.create({
        data: {
          id,
          companyId,
          reportId: inspection.reportId,
          inspectionId: inspection.id,
          contentType: image.contentType,
          sizeBytes: image.data.length,
          width: image.width,
          height: image.height,
          caption: options.caption?.trim() || null,
          ...keys,
          sha256: createHash("sha256").update(image.data).digest("hex"),
        },
      });
      const object = {
        type: "media" as const,
        id,
        parentId: inspection.reportId,
        name: inspection.area,
      };
      const changes = changesOfNew({ caption: row.caption });
      await recordActivity(tx, {
        companyId,
        actor: options.actor,
        action: "media.uploaded",
        object,
        changes,
      });
      return row;
    });
  } catch (error) {
    await Promise.allSettled([files.delete(keys.storageKey), files.delete(keys.thumbnailKey)]);
    throw error;
  }
}
