// Inspection templates: list, read, versions, create, edit (contract section 8). A changed
// content (items, angles, photo rules, accessories) makes a new version, which reports freeze;
// every pair of body type and report type has exactly one default, moved under the company lock.
import { db, type Tx } from "../../db";
import { AppError } from "../../errors";
import { isIdOf, newId } from "../../ids";
import {
  DEFAULT_PHOTO_ANGLES,
  storedItems,
  type BodyType,
  type CreateTemplateInput,
  type ListTemplatesInput,
  type TemplateContent,
  type TemplateItemInput,
  type TemplateRow,
  type TemplateVersionRow,
  type UpdateTemplateInput,
} from "../../models/inspection-template";
import type { PhotoAngle } from "../../models/photo-angles";
import type { ReportType } from "../../models/report";
import { noteUnchanged } from "../activity/activity-scope";
import { changesBetween, changesOfNew } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { pageArgs } from "../pagination";
import { findReport } from "../reports/find-report";
import { ensureTemplates, lockCompanyTemplates } from "./built-in-templates";
import { reportTemplate, type FrozenTemplate } from "./frozen-template";

type Client = Pick<Tx, "inspectionTemplate">;

export const templateNotFound = (pointer?: string) =>
  new AppError(
    "not_found",
    "No inspection template with that id.",
    pointer ? { errors: [{ pointer, detail: "No inspection template with that id" }] } : undefined,
  );

const badField = (pointer: string, detail: string, sentence: string) =>
  new AppError("invalid_request", sentence, { errors: [{ pointer, detail }] });

export async function findTemplate(
  client: Client,
  companyId: string,
  id: string,
  pointer?: string,
): Promise<TemplateRow> {
  if (!isIdOf("inspectionTemplate", id)) throw templateNotFound(pointer);
  const row = await client.inspectionTemplate.findFirst({ where: { id, companyId } });
  if (!row) throw templateNotFound(pointer);
  return row;
}

/** The company's templates, made first for a company that existed before templates did. */
async function ensured(companyId: string): Promise<void> {
  const any = await db.inspectionTemplateDefault.findFirst({
    where: { companyId },
    select: { companyId: true },
  });
  if (!any) await db.$transaction((tx) => ensureTemplates(tx, companyId));
}

export async function listTemplates(options: {
  companyId: string;
  query: ListTemplatesInput;
}): Promise<TemplateRow[]> {
  const { companyId, query } = options;
  await ensured(companyId);
  const page = pageArgs(query);
  return db.inspectionTemplate.findMany({
    where: {
      companyId,
      archived: query.archived === "true",
      id: page.idFilter,
      bodyTypes: query.body_type ? { has: query.body_type } : undefined,
      reportTypes: query.report_type ? { has: query.report_type } : undefined,
    },
    orderBy: page.orderBy,
    take: page.take,
  });
}

export async function getTemplate(options: {
  companyId: string;
  id: string;
}): Promise<TemplateRow> {
  return findTemplate(db, options.companyId, options.id);
}

/** Every version of a template, newest first (Settings › Inspection templates). */
export async function listTemplateVersions(options: {
  companyId: string;
  id: string;
}): Promise<TemplateVersionRow[]> {
  const template = await findTemplate(db, options.companyId, options.id);
  return db.inspectionTemplateVersion.findMany({
    where: { companyId: options.companyId, templateId: template.id },
    orderBy: { version: "desc" },
  });
}

const itemsOf = (items: TemplateItemInput[]) =>
  items.map((i) => ({
    area: i.area,
    guidance: i.guidance || null,
    photo_required: i.photo_required ?? false,
  }));

const contentOf = (row: TemplateRow): TemplateContent => ({
  items: storedItems(row.items),
  photo_angles: row.photoAngles as PhotoAngle[],
  odometer_photo_required: row.odometerPhotoRequired,
  fuel_photo_required: row.fuelPhotoRequired,
  accessories: row.accessories,
});

const contentColumns = (content: TemplateContent) => ({
  items: content.items,
  photoAngles: content.photo_angles,
  odometerPhotoRequired: content.odometer_photo_required,
  fuelPhotoRequired: content.fuel_photo_required,
  accessories: content.accessories,
});

const pairsOf = (bodyTypes: readonly string[], reportTypes: readonly string[]) =>
  bodyTypes.flatMap((bodyType) => reportTypes.map((reportType) => ({ bodyType, reportType })));

/** Makes `templateId` the default of every pair it covers, then sets each template's flag from the pairs it holds. */
async function takeDefaults(
  tx: Tx,
  companyId: string,
  templateId: string,
  bodyTypes: readonly string[],
  reportTypes: readonly string[],
): Promise<void> {
  const pairs = pairsOf(bodyTypes, reportTypes);
  await tx.$executeRaw`
    INSERT INTO "InspectionTemplateDefault" ("companyId", "bodyType", "reportType", "templateId")
    SELECT ${companyId}, p."bodyType", p."reportType", ${templateId}
    FROM unnest(${pairs.map((p) => p.bodyType)}::text[], ${pairs.map((p) => p.reportType)}::text[]) AS p("bodyType", "reportType")
    ON CONFLICT ("companyId", "bodyType", "reportType") DO UPDATE SET "templateId" = EXCLUDED."templateId"`;
  await tx.$executeRaw`
    UPDATE "InspectionTemplate" t SET "isDefault" = held.any, "updatedAt" = ${new Date()}
    FROM (SELECT t2."id", EXISTS (SELECT 1 FROM "InspectionTemplateDefault" d WHERE d."companyId" = t2."companyId" AND d."templateId" = t2."id") AS any
          FROM "InspectionTemplate" t2 WHERE t2."companyId" = ${companyId}) held
    WHERE t."id" = held."id" AND t."isDefault" <> held.any`;
}

const activityFields = (
  name: string,
  bodyTypes: string[],
  reportTypes: string[],
  content: TemplateContent,
) => ({
  name,
  body_types: bodyTypes,
  report_types: reportTypes,
  items: content.items.map((i) => i.area),
  photo_angles: content.photo_angles,
  odometer_photo_required: content.odometer_photo_required,
  fuel_photo_required: content.fuel_photo_required,
  accessories: content.accessories,
});

export async function createTemplate(options: {
  companyId: string;
  actor: ActivityActor;
  input: CreateTemplateInput;
}): Promise<TemplateRow> {
  const { companyId, input } = options;
  const id = newId("inspectionTemplate");
  const content: TemplateContent = {
    items: itemsOf(input.items),
    photo_angles: input.photo_angles ?? [...DEFAULT_PHOTO_ANGLES],
    odometer_photo_required: input.odometer_photo_required ?? true,
    fuel_photo_required: input.fuel_photo_required ?? true,
    accessories: input.accessories ?? [],
  };
  await db.$transaction(async (tx) => {
    await ensureTemplates(tx, companyId);
    await lockCompanyTemplates(tx, companyId);
    await tx.inspectionTemplate.create({
      data: {
        id,
        companyId,
        name: input.name,
        version: 1,
        bodyTypes: input.body_types,
        reportTypes: input.report_types,
        ...contentColumns(content),
      },
    });
    await tx.inspectionTemplateVersion.create({
      data: { companyId, templateId: id, version: 1, name: input.name, ...contentColumns(content) },
    });
    if (input.is_default)
      await takeDefaults(tx, companyId, id, input.body_types, input.report_types);
    await recordActivity(tx, {
      companyId,
      actor: options.actor,
      action: "inspection_template.created",
      object: { type: "inspection_template", id, name: input.name },
      changes: changesOfNew({
        ...activityFields(input.name, input.body_types, input.report_types, content),
        is_default: input.is_default ?? false,
      }),
    });
  });
  return findTemplate(db, companyId, id);
}

/** The pairs `templateId` is the default of that the new coverage leaves out: such an edit is refused. */
async function assertKeepsDefaults(
  tx: Tx,
  companyId: string,
  templateId: string,
  bodyTypes: string[],
  reportTypes: string[],
): Promise<void> {
  const held = await tx.inspectionTemplateDefault.findMany({ where: { companyId, templateId } });
  const lost = held.find(
    (d) => !bodyTypes.includes(d.bodyType) || !reportTypes.includes(d.reportType),
  );
  if (!lost) return;
  const pointer = bodyTypes.includes(lost.bodyType) ? "/report_types" : "/body_types";
  throw badField(
    pointer,
    `must keep ${lost.bodyType} ${lost.reportType.replace(/_/g, "-")} reports, whose default this template is; make another template their default first`,
    "This template is the default for a body type and report type the change leaves out. Make another template their default first.",
  );
}

export async function updateTemplate(options: {
  companyId: string;
  actor: ActivityActor;
  input: UpdateTemplateInput;
}): Promise<TemplateRow> {
  const { companyId, input } = options;
  await findTemplate(db, companyId, input.id);
  await db.$transaction(async (tx) => {
    await lockCompanyTemplates(tx, companyId);
    const current = await findTemplate(tx, companyId, input.id);
    const archived = input.archived ?? current.archived;
    if (input.is_default === false && current.isDefault)
      throw badField(
        "/is_default",
        "cannot be set to false on a default template; make another template the default instead",
        "This template is a default. Make another template the default instead.",
      );
    if (input.archived === true && current.isDefault)
      throw badField(
        "/archived",
        "a default template cannot be archived; make another template the default first",
        "This template is a default, so it cannot be archived. Make another template the default first.",
      );
    if (input.is_default === true && archived)
      throw badField(
        "/is_default",
        "an archived template cannot be the default",
        "An archived template cannot be the default.",
      );
    const bodyTypes: BodyType[] = input.body_types ?? (current.bodyTypes as BodyType[]);
    const reportTypes: ReportType[] = input.report_types ?? (current.reportTypes as ReportType[]);
    await assertKeepsDefaults(tx, companyId, current.id, bodyTypes, reportTypes);

    const before = contentOf(current);
    const after: TemplateContent = {
      items: input.items ? itemsOf(input.items) : before.items,
      photo_angles: input.photo_angles ?? before.photo_angles,
      odometer_photo_required: input.odometer_photo_required ?? before.odometer_photo_required,
      fuel_photo_required: input.fuel_photo_required ?? before.fuel_photo_required,
      accessories: input.accessories ?? before.accessories,
    };
    const name = input.name ?? current.name;
    const newVersion = JSON.stringify(after) !== JSON.stringify(before);
    const owned = await tx.inspectionTemplateDefault.count({
      where: { companyId, templateId: current.id },
    });
    const takes = input.is_default === true && owned < bodyTypes.length * reportTypes.length;
    const renamed =
      name !== current.name ||
      JSON.stringify(bodyTypes) !== JSON.stringify(current.bodyTypes) ||
      JSON.stringify(reportTypes) !== JSON.stringify(current.reportTypes) ||
      archived !== current.archived;
    if (!newVersion && !takes && !renamed) return noteUnchanged();

    const version = newVersion ? current.version + 1 : current.version;
    await tx.inspectionTemplate.update({
      where: { id: current.id, companyId },
      data: { name, bodyTypes, reportTypes, archived, version, ...contentColumns(after) },
    });
    if (newVersion)
      await tx.inspectionTemplateVersion.create({
        data: { companyId, templateId: current.id, version, name, ...contentColumns(after) },
      });
    if (takes) await takeDefaults(tx, companyId, current.id, bodyTypes, reportTypes);
    const changes = changesBetween(
      {
        ...activityFields(current.name, current.bodyTypes, current.reportTypes, before),
        version: current.version,
        archived: current.archived,
        is_default: current.isDefault,
      },
      {
        ...activityFields(name, bodyTypes, reportTypes, after),
        version,
        archived,
        is_default: takes || current.isDefault,
      },
    );
    await recordActivity(tx, {
      companyId,
      actor: options.actor,
      action: "inspection_template.updated",
      object: { type: "inspection_template", id: current.id, name },
      changes,
    });
  });
  return findTemplate(db, companyId, input.id);
}

/** The frozen template of one report of the company (the app's walk-around), or null before templates. */
export async function getReportTemplate(options: {
  companyId: string;
  id: string;
}): Promise<FrozenTemplate | null> {
  return reportTemplate(db, await findReport(db, options.companyId, options.id));
}

/** The default template's id of a body type and report type (the app preselects it on New report). */
export async function defaultTemplateId(options: {
  companyId: string;
  bodyType: string;
  reportType: string;
}): Promise<string | null> {
  await ensured(options.companyId);
  const row = await db.inspectionTemplateDefault.findUnique({
    where: {
      companyId_bodyType_reportType: {
        companyId: options.companyId,
        bodyType: options.bodyType,
        reportType: options.reportType,
      },
    },
    select: { templateId: true },
  });
  return row?.templateId ?? null;
}
