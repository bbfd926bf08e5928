// Which template a new report uses: the one it names (of the company, not archived, covering the
// vehicle's body type and the report type) or the pair's default. The create reads the template's
// row with its other facts in one statement; its content comes from the per-version cache.
import { Prisma, type Tx } from "../../db";
import { AppError } from "../../errors";
import { isIdOf } from "../../ids";
import type { ReportType } from "../../models/report";
import { BODY_TYPES } from "../../models/vehicle";
import { ensureTemplates } from "./built-in-templates";
import { frozenTemplate, type FrozenTemplate } from "./frozen-template";
import { templateNotFound } from "./templates";

/** The template's columns the create's first statement reads (all null when none was found). */
export type TemplateFactsRow = {
  templateId: string | null;
  templateVersion: number | null;
  templateArchived: boolean | null;
  templateBodyTypes: string[] | null;
  templateReportTypes: string[] | null;
};

/**
 * The join that reads the template beside the vehicle `v` of company `c`: the named one, or the
 * default of the vehicle's body type and `type` (none for a vehicle not yet in the fleet).
 */
export function templateJoin(templateId: string | undefined, type: ReportType): Prisma.Sql {
  const id =
    templateId === undefined
      ? Prisma.sql`(SELECT d."templateId" FROM "InspectionTemplateDefault" d WHERE d."companyId" = c."id" AND d."bodyType" = v."bodyType" AND d."reportType" = ${type})`
      : isIdOf("inspectionTemplate", templateId)
        ? Prisma.sql`${templateId}`
        : Prisma.sql`NULL`;
  return Prisma.sql`LEFT JOIN "InspectionTemplate" t ON t."companyId" = c."id" AND t."id" = ${id}`;
}

export const TEMPLATE_COLUMNS = Prisma.sql`t."id" AS "templateId", t."version" AS "templateVersion", t."archived" AS "templateArchived", t."bodyTypes" AS "templateBodyTypes", t."reportTypes" AS "templateReportTypes"`;

const notApplicable = (what: string) =>
  new AppError(
    "template_not_applicable",
    `That inspection template does not cover ${what}. Choose one that does, or leave it out for the default.`,
    { errors: [{ pointer: "/template_id", detail: `does not cover ${what}` }] },
  );

/** Refuses a named template that is unknown, archived or does not cover the pair (404 / 422 on /template_id). */
export function checkNamedTemplate(
  facts: TemplateFactsRow,
  bodyType: string,
  type: ReportType,
): { id: string; version: number } {
  const { templateId, templateVersion, templateArchived } = facts;
  if (templateId === null || templateVersion === null || templateArchived !== false)
    throw templateNotFound("/template_id");
  if (!(facts.templateBodyTypes ?? []).includes(bodyType))
    throw notApplicable(`the vehicle's body type (${bodyType})`);
  if (!(facts.templateReportTypes ?? []).includes(type))
    throw notApplicable(`${type.replace(/_/g, "-")} reports`);
  return { id: templateId, version: templateVersion };
}

/** The template a report uses, found in the create's transaction (a vehicle new to the fleet, a company without templates yet). */
export async function templateInTransaction(
  tx: Tx,
  companyId: string,
  named: string | undefined,
  bodyType: string,
  type: ReportType,
): Promise<FrozenTemplate> {
  let ref: { id: string; version: number };
  if (named !== undefined) {
    const row = isIdOf("inspectionTemplate", named)
      ? await tx.inspectionTemplate.findFirst({ where: { companyId, id: named } })
      : null;
    ref = checkNamedTemplate(
      {
        templateId: row?.id ?? null,
        templateVersion: row?.version ?? null,
        templateArchived: row?.archived ?? null,
        templateBodyTypes: row?.bodyTypes ?? null,
        templateReportTypes: row?.reportTypes ?? null,
      },
      bodyType,
      type,
    );
  } else {
    await ensureTemplates(tx, companyId);
    const pairBody = (BODY_TYPES as readonly string[]).includes(bodyType) ? bodyType : "car";
    const found = await tx.inspectionTemplateDefault.findUniqueOrThrow({
      where: { companyId_bodyType_reportType: { companyId, bodyType: pairBody, reportType: type } },
      select: { template: { select: { id: true, version: true } } },
    });
    ref = found.template;
  }
  return frozenOrThrow(tx, companyId, ref);
}

export async function frozenOrThrow(
  client: Pick<Tx, "inspectionTemplateVersion">,
  companyId: string,
  ref: { id: string; version: number },
): Promise<FrozenTemplate> {
  const template = await frozenTemplate(client, companyId, ref.id, ref.version);
  if (!template) throw templateNotFound("/template_id");
  return template;
}
