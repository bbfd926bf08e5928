// The frozen PDF of a signed-off report: for the company (API and app), and through
// a share link that works without an account for 30 days. Only the link's hash is
// stored; making a new link replaces the old one.
import { createHash, randomBytes } from "node:crypto";
import { env } from "~/env";
import { db } from "../../db";
import { AppError, notFound } from "../../errors";
import { storage } from "../../integrations/storage";
import type { ShareLink } from "../../models/report";
import { pdfFilename } from "./email-report";
import { findReport, invalidState } from "./find-report";
import { changesBetween, secretChanges } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { filesGone } from "../privacy/files-gone";

export const SHARE_LINK_DAYS = 30;

export type ReportPdf = { bytes: Buffer; filename: string; sha256: string };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

async function pdfOf(report: {
  id: string;
  filesRemovedAt: Date | null;
  pdfKey: string | null;
  pdfSha256: string | null;
  vehicle: { vrm: string };
}): Promise<ReportPdf> {
  if (report.filesRemovedAt) throw filesGone("signed PDF of this report", report.filesRemovedAt);
  if (!report.pdfKey || !report.pdfSha256)
    throw new AppError("internal_error", `Report ${report.id} is signed off but has no PDF.`);
  const bytes = await storage().get(report.pdfKey);
  if (!bytes)
    throw new AppError("internal_error", `The PDF of report ${report.id} is missing from storage.`);
  return { bytes, filename: pdfFilename(report), sha256: report.pdfSha256 };
}

export async function readReportPdf(options: {
  companyId: string;
  id: string;
}): Promise<ReportPdf> {
  const report = await findReport(db, options.companyId, options.id);
  if (report.status !== "signed_off")
    throw invalidState(report, "have a PDF until it is signed off");
  return pdfOf(report);
}

export async function createShareLink(options: {
  companyId: string;
  actor: ActivityActor;
  id: string;
}): Promise<ShareLink> {
  const report = await findReport(db, options.companyId, options.id);
  if (report.status !== "signed_off")
    throw invalidState(report, "be shared until it is signed off");
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SHARE_LINK_DAYS * 24 * 60 * 60 * 1000);
  await db.$transaction(async (tx) => {
    await tx.report.updateMany({
      where: { id: report.id, companyId: options.companyId },
      data: { shareTokenHash: hashToken(token), shareExpiresAt: expiresAt },
    });
    const changes = [
      ...secretChanges("share_link"),
      ...changesBetween(
        { share_expires_at: report.shareExpiresAt },
        { share_expires_at: expiresAt },
      ),
    ];
    await recordActivity(tx, {
      companyId: options.companyId,
      actor: options.actor,
      action: "report.share_link_created",
      object: { type: "report", id: report.id },
      changes,
    });
  });
  return { url: `${env.APP_URL}/r/${token}`, expires_at: expiresAt.toISOString() };
}

/** The PDF behind a share link; an unknown, replaced or expired link is not found. */
export async function readSharedPdf(token: string): Promise<ReportPdf> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw notFound("shared report");
  const report = await db.report.findFirst({
    where: {
      shareTokenHash: hashToken(token),
      shareExpiresAt: { gt: new Date() },
      status: "signed_off",
    },
    include: { vehicle: { select: { vrm: true } } },
  });
  if (!report) throw notFound("shared report");
  return pdfOf(report);
}
