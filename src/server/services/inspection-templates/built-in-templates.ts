// Every company starts with four built-in inspection templates, one per body type, each covering
// every report type and the default for all of its pairs: today's checklist of the body type (its
// walk-around, running gear and the handover items), the eight exterior angles, odometer and
// fuel photos required, no accessories. Made at sign-up, and on first use for companies that
// existed before templates did.
import type { Tx } from "../../db";
import { newId } from "../../ids";
import type { BodyType, TemplateContent } from "../../models/inspection-template";
import { DEFAULT_PHOTO_ANGLES } from "../../models/inspection-template";
import { REPORT_TYPES } from "../../models/report";
import { BODY_TYPES } from "../../models/vehicle";
import { defaultChecklist } from "../reports/checklist";

const BUILT_IN_NAMES: Record<BodyType, string> = {
  car: "Car inspection",
  van: "Van inspection",
  hgv: "HGV inspection",
  motorbike: "Motorbike inspection",
};

export function builtInContent(bodyType: BodyType): TemplateContent {
  return {
    items: defaultChecklist(bodyType, "outbound").map((area) => ({
      area,
      guidance: null,
      photo_required: false,
    })),
    photo_angles: [...DEFAULT_PHOTO_ANGLES],
    odometer_photo_required: true,
    fuel_photo_required: true,
    accessories: [],
  };
}

/** Serialises a company's template changes (defaults move while the company row is locked). */
export async function lockCompanyTemplates(tx: Tx, companyId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Company" WHERE id = ${companyId} FOR UPDATE`;
}

const hasTemplates = async (tx: Tx, companyId: string) =>
  (await tx.inspectionTemplateDefault.findFirst({
    where: { companyId },
    select: { companyId: true },
  })) !== null;

/** Makes the four built-in templates and their defaults if the company has none yet. */
export async function ensureTemplates(tx: Tx, companyId: string): Promise<void> {
  if (await hasTemplates(tx, companyId)) return;
  await lockCompanyTemplates(tx, companyId);
  if (await hasTemplates(tx, companyId)) return;
  const now = new Date();
  const made = BODY_TYPES.map((bodyType) => ({
    id: newId("inspectionTemplate"),
    name: BUILT_IN_NAMES[bodyType],
    bodyType,
    content: builtInContent(bodyType),
  }));
  await tx.inspectionTemplate.createMany({
    data: made.map((t) => ({
      id: t.id,
      companyId,
      name: t.name,
      version: 1,
      bodyTypes: [t.bodyType],
      reportTypes: [...REPORT_TYPES],
      isDefault: true,
      items: t.content.items,
      photoAngles: t.content.photo_angles,
      odometerPhotoRequired: t.content.odometer_photo_required,
      fuelPhotoRequired: t.content.fuel_photo_required,
      accessories: t.content.accessories,
      createdAt: now,
      updatedAt: now,
    })),
  });
  await tx.inspectionTemplateVersion.createMany({
    data: made.map((t) => ({
      companyId,
      templateId: t.id,
      version: 1,
      name: t.name,
      items: t.content.items,
      photoAngles: t.content.photo_angles,
      odometerPhotoRequired: t.content.odometer_photo_required,
      fuelPhotoRequired: t.content.fuel_photo_required,
      accessories: t.content.accessories,
      createdAt: now,
    })),
  });
  await tx.inspectionTemplateDefault.createMany({
    data: made.flatMap((t) =>
      REPORT_TYPES.map((reportType) => ({
        companyId,
        bodyType: t.bodyType,
        reportType,
        templateId: t.id,
      })),
    ),
  });
}
