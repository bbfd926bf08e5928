// Listing a company's photos (per inspection or per report), serving their bytes,
// and removing one while its report is a draft.
import { db } from "../../db";
import { AppError, notFound } from "../../errors";
import { isIdOf } from "../../ids";
import type { ListQuery } from "../../models/list";
import type { MediaContentType, MediaRow } from "../../models/media";
import { storage } from "../../integrations/storage";
import { findInspection } from "../inspections/find-inspection";
import { pageArgs } from "../pagination";
import { findReport, invalidState } from "../reports/find-report";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { filesGone } from "../privacy/files-gone";
import { mediaFileKeys } from "./media-files";

export async function findMedia(
  companyId: string,
  id: string,
): Promise<MediaRow & { report: { status: string; filesRemovedAt: Date | null } }> {
  if (!isIdOf("media", id)) throw notFound("media item");
  const media = await db.media.findFirst({
    where: { id, companyId },
    include: { report: { select: { status: true, filesRemovedAt: true } } },
  });
  if (!media) throw notFound("media item");
  return media;
}

/** One page of photos, newest first, of an inspection or of a whole report. */
export async function listMedia(options: {
  companyId: string;
  of: { inspectionId: string } | { reportId: string };
  query: ListQuery;
}): Promise<MediaRow[]> {
  const { companyId, of } = options;
  const owner =
    "inspectionId" in of
      ? { inspectionId: (await findInspection(db, companyId, of.inspectionId)).id }
      : { reportId: (await findReport(db, companyId, of.reportId)).id };
  const page = pageArgs(options.query);
  return db.media.findMany({
    where: { companyId, ...owner, id: page.idFilter },
    orderBy: page.orderBy,
    take: page.take,
  });
}

export type MediaBytes = {
  bytes: Buffer;
  contentType: MediaContentType | "image/jpeg";
  sha256: string | null;
};

export async function readMediaBytes(options: {
  companyId: string;
  id: string;
  variant: "original" | "thumbnail";
}): Promise<MediaBytes> {
  const media = await findMedia(options.companyId, options.id);
  if (media.report.filesRemovedAt) throw filesGone("photo", media.report.filesRemovedAt);
  const thumbnail = options.variant === "thumbnail";
  const bytes = await storage().get(thumbnail ? media.thumbnailKey : media.storageKey);
  if (!bytes)
    throw new AppError(
      "internal_error",
      `The file of media item ${media.id} is missing from storage.`,
    );
  return {
    bytes,
    contentType: thumbnail ? "image/jpeg" : (media.contentType as MediaContentType),
    sha256: thumbnail ? null : media.sha256,
  };
}

export async function deleteMedia(options: {
  companyId: string;
  actor: ActivityActor;
  id: string;
}): Promise<{ id: string }> {
  const media = await findMedia(options.companyId, options.id);
  await db.$transaction(async (tx) => {
    const { count } = await tx.report.updateMany({
      where: { id: media.reportId, companyId: options.companyId, status: "draft" },
      data: { updatedAt: new Date() },
    });
    if (count === 0)
      throw invalidState(
        await findReport(tx, options.companyId, media.reportId),
        "lose photos (only a draft can)",
      );
    await tx.media.deleteMany({ where: { id: media.id, companyId: options.companyId } });
    const object = { type: "media" as const, id: media.id, parentId: media.reportId };
    await recordActivity(tx, {
      companyId: options.companyId,
      actor: options.actor,
      action: "media.deleted",
      object,
    });
  });
  await Promise.allSettled(mediaFileKeys(media).map((key) => storage().delete(key)));
  return { id: media.id };
}
