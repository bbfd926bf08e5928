// What the hirer's self-inspection link shows (contract section 8, "Hirer self-inspection"):
// the report its token's hash names, in one of the page's states, and for a live link what is
// already on the server (each step's photos, the readings, the damage reported) so that the
// page resumes at the first step not done, on any device.
import { db } from "../../db";
import { isIdOf } from "../../ids";
import { storage } from "../../integrations/storage";
import { HIRER_DAMAGE_AREA, type InspectState } from "../../models/hirer-inspection";
import type { DamageType } from "../../models/damage-words";
import { isPhotoAngle, type PhotoAngle } from "../../models/photo-angles";
import { reportTemplate } from "../inspection-templates/frozen-template";
import { reportInclude, type LoadedReport } from "../reports/find-report";
import { isElectric } from "../reports/readiness";
import { hashInspectToken, INSPECT_TOKEN } from "./inspect-token";

export type InspectPhoto = { id: string; kind: string; angle: string | null };
export type InspectDamage = {
  id: string;
  type: DamageType;
  x: number;
  y: number;
  photoId: string | null;
};

/** A live link's report as the page draws it. */
export type InspectProgress = {
  angles: PhotoAngle[];
  odometerPhotoRequired: boolean;
  fuelPhotoRequired: boolean;
  electric: boolean;
  /** The newest photo of each angle, the odometer and the gauge. */
  photos: InspectPhoto[];
  odometer: number | null;
  level: number | null;
  damages: InspectDamage[];
};

export type InspectView = {
  state: InspectState;
  report: LoadedReport | null;
  company: { name: string } | null;
  progress: InspectProgress | null;
};

const INVALID: InspectView = { state: "invalid", report: null, company: null, progress: null };

export function stateOf(
  report: Pick<LoadedReport, "status" | "performedBy" | "hirerLinkExpiresAt">,
  now = new Date(),
): InspectState {
  if (report.performedBy === "hirer") return "sent";
  if (report.status !== "draft") return "closed";
  if (!report.hirerLinkExpiresAt || report.hirerLinkExpiresAt <= now) return "expired";
  return "inspect";
}

/** The report a token names (by the hash of its exact characters), or null. */
export async function findByInspectToken(token: string): Promise<LoadedReport | null> {
  if (!INSPECT_TOKEN.test(token)) return null;
  return db.report.findUnique({
    where: { hirerTokenHash: hashInspectToken(token) },
    include: reportInclude,
  });
}

/** The rows a write through the link is conditional on: this link, still live, on a draft. */
export const liveLinkWhere = (token: string, now = new Date()) => ({
  hirerTokenHash: hashInspectToken(token),
  hirerLinkExpiresAt: { gt: now },
});

async function progressOf(report: LoadedReport): Promise<InspectProgress> {
  const [template, media, damage] = await Promise.all([
    reportTemplate(db, report),
    db.media.findMany({
      where: {
        companyId: report.companyId,
        reportId: report.id,
        inspectionId: null,
        kind: { in: ["angle", "odometer", "fuel"] },
      },
      orderBy: { id: "desc" },
      select: { id: true, kind: true, angle: true },
    }),
    db.inspection.findMany({
      where: { companyId: report.companyId, reportId: report.id, area: HIRER_DAMAGE_AREA },
      orderBy: { position: "asc" },
      select: {
        id: true,
        damageType: true,
        damageX: true,
        damageY: true,
        media: { select: { id: true }, orderBy: { id: "asc" }, take: 1 },
      },
    }),
  ]);
  const angles = (template?.photo_angles ?? []).filter(isPhotoAngle);
  const seen = new Set<string>();
  const photos = media.filter((m) => {
    const key = `${m.kind}:${m.angle ?? ""}`;
    if (seen.has(key) || (m.kind === "angle" && !angles.includes(m.angle as PhotoAngle)))
      return false;
    seen.add(key);
    return true;
  });
  const electric = isElectric(report.vehicle.fuelType);
  return {
    angles,
    odometerPhotoRequired: template?.odometer_photo_required ?? false,
    fuelPhotoRequired: template?.fuel_photo_required ?? false,
    electric,
    photos,
    odometer: report.odometer,
    level: electric ? report.chargeLevel : report.fuelLevel,
    damages: damage.map((d) => ({
      id: d.id,
      type: (d.damageType ?? "other") as DamageType,
      x: d.damageX ?? 0.5,
      y: d.damageY ?? 0.5,
      photoId: d.media[0]?.id ?? null,
    })),
  };
}

/** The page's view of a report (or of no report: not valid). */
export async function viewOf(report: LoadedReport | null): Promise<InspectView> {
  if (!report) return INVALID;
  const state = stateOf(report);
  const company = await db.company.findUniqueOrThrow({
    where: { id: report.companyId },
    select: { name: true },
  });
  return {
    state,
    report,
    company,
    progress: state === "inspect" ? await progressOf(report) : null,
  };
}

export const currentInspectView = async (token: string) => viewOf(await findByInspectToken(token));

/**
 * A photo the live link's page shows (its thumbnail): one of the report's angle, odometer or
 * gauge photos, or of a damage the hirer reported; anything else, or a link not live, is null.
 */
export async function inspectPhoto(
  token: string,
  mediaId: string,
): Promise<{ body: Buffer; contentType: string } | null> {
  const report = await findByInspectToken(token);
  if (!report || stateOf(report) !== "inspect" || !isIdOf("media", mediaId)) return null;
  const media = await db.media.findFirst({
    where: {
      id: mediaId,
      companyId: report.companyId,
      reportId: report.id,
      OR: [
        { inspectionId: null, kind: { in: ["angle", "odometer", "fuel"] } },
        { inspection: { area: HIRER_DAMAGE_AREA } },
      ],
    },
    select: { thumbnailKey: true },
  });
  const body = media ? await storage().get(media.thumbnailKey) : null;
  return body ? { body, contentType: "image/jpeg" } : null;
}
