// What a report still lacks: the readings, the photos its template asks for (each walk-around
// angle, the odometer and fuel gauge, items marked photo required; at least one photo for a
// report made before templates), every accessory checked and an answer for every checklist
// item before it can be completed, and the signature given at sign-off. The app enforces all
// of it; through the API it is advice (integrations may keep photos elsewhere), except that
// the status machine itself is always enforced.
import { db, type Tx } from "../../db";
import { angleLabel } from "../../models/photo-angles";
import { storedAccessories, type Readiness, type ReportStatus } from "../../models/report";
import type { ActivityActor } from "../activity/record-activity";
import { reportTemplate } from "../inspection-templates/frozen-template";
import { findReport, type LoadedReport } from "./find-report";

type Reader = Pick<Tx, "inspection" | "media" | "inspectionTemplateVersion">;
type Missing = Readiness["missing"][number];

/** DVLA's fuel type for a battery-electric vehicle (hybrids have a fuel tank). */
export const isElectric = (fuelType: string | null) => fuelType?.toUpperCase() === "ELECTRICITY";

export async function reportReadiness(client: Reader, report: LoadedReport): Promise<Readiness> {
  const [inspections, photos, template] = await Promise.all([
    client.inspection.findMany({
      where: { companyId: report.companyId, reportId: report.id },
      orderBy: { position: "asc" },
      select: { id: true, area: true, verdict: true, photoRequired: true },
    }),
    client.media.findMany({
      where: { companyId: report.companyId, reportId: report.id },
      select: { kind: true, angle: true, inspectionId: true },
    }),
    reportTemplate(client, report),
  ]);
  const unanswered = inspections.filter((i) => i.verdict === null);
  const missing: Missing[] = [];
  const need = (
    code: Missing["code"],
    message: string,
    requiredFor: Missing["required_for"] = "complete",
  ) => missing.push({ code, message, required_for: requiredFor });

  if (report.odometer === null) need("odometer_missing", "Record the mileage.");
  if (isElectric(report.vehicle.fuelType)) {
    if (report.chargeLevel === null)
      need("charge_level_missing", "Record the battery charge level.");
  } else if (report.fuelLevel === null) {
    need("fuel_level_missing", "Record the fuel level.");
  }
  const electric = isElectric(report.vehicle.fuelType);
  if (template) {
    const has = (kind: string, angle?: string) =>
      photos.some((p) => p.kind === kind && (angle === undefined || p.angle === angle));
    for (const angle of template.photo_angles)
      if (!has("angle", angle)) need("angle_photo_missing", `Take the ${angleLabel(angle)} photo.`);
    if (template.odometer_photo_required && !has("odometer"))
      need("odometer_photo_missing", "Take the odometer photo.");
    if (template.fuel_photo_required && !has("fuel"))
      need(
        "fuel_photo_missing",
        electric ? "Take the charge level photo." : "Take the fuel gauge photo.",
      );
    for (const item of inspections)
      if (item.photoRequired && !photos.some((p) => p.inspectionId === item.id))
        need("photo_missing", `Take a photo of ${item.area}.`);
    for (const accessory of storedAccessories(report.accessories))
      if (accessory.present === null)
        need("accessory_unchecked", `Tick whether the ${accessory.name} is there.`);
  } else if (photos.length === 0) {
    need("photo_missing", "Take at least one walk-around photo.");
  }
  if (unanswered.length > 0) {
    const names = unanswered
      .slice(0, 5)
      .map((i) => i.area)
      .join(", ");
    const more = unanswered.length > 5 ? ` and ${unanswered.length - 5} more` : "";
    need(
      "checklist_unanswered",
      `${unanswered.length} checklist item${unanswered.length === 1 ? " has" : "s have"} no verdict: ${names}${more}.`,
    );
  }
  if (report.status !== "signed_off" && report.status !== "cancelled") {
    need("signature_missing", "The inspector's signature: drawn at sign-off.", "sign_off");
  }
  const status = report.status as ReportStatus;
  return {
    report_id: report.id,
    status,
    can_complete: status === "draft" && !missing.some((m) => m.required_for === "complete"),
    can_sign_off: status === "completed",
    // A completed report can no longer change, so only what sign-off needs is still open.
    missing:
      status === "draft"
        ? missing
        : status === "completed"
          ? missing.filter((m) => m.required_for === "sign_off")
          : [],
  };
}

/** Whether the readiness rules bind this caller: staff in the app, not the API key or Kerbside itself. */
export const readinessEnforced = (actor: ActivityActor) => actor.kind === "user";

/** The sentence a 409 carries when completion is refused. */
export function missingDetail(readiness: Readiness): string {
  const items = readiness.missing
    .filter((m) => m.required_for === "complete")
    .map((m) => m.message);
  return `This report cannot be completed yet: ${items.join(" ")}`;
}

/** GET /reports/{id}/readiness. */
export async function getReadiness(options: { companyId: string; id: string }): Promise<Readiness> {
  return reportReadiness(db, await findReport(db, options.companyId, options.id));
}
