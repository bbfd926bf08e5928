// Loading one inspection of a company with its report's status; another company's
// id, or an id of the wrong kind, is "not found" like an unknown one.
import { db, type Tx } from "../../db";
import { notFound } from "../../errors";
import { isIdOf } from "../../ids";
import type { InspectionWithCount } from "../../models/inspection";
import { resolveChange } from "./resolve-changes";

type Reader = Pick<Tx, "inspection" | "report">;

export const inspectionInclude = { _count: { select: { media: true } } } as const;

export type LoadedInspection = InspectionWithCount & {
  report: { id: string; status: string; type: string };
};

export async function findInspection(
  client: Reader,
  companyId: string,
  id: string,
): Promise<LoadedInspection> {
  if (!isIdOf("inspection", id)) throw notFound("inspection");
  const inspection = await client.inspection.findFirst({
    where: { id, companyId },
    include: inspectionInclude,
  });
  // The report is always there: a trigger keeps every inspection with a report of its company.
  const report =
    inspection &&
    (await client.report.findUnique({
      where: { companyId_id: { companyId, id: inspection.reportId } },
      select: { id: true, status: true, type: true },
    }));
  if (!inspection || !report) throw notFound("inspection");
  return { ...inspection, report };
}

/** GET /inspections/{id}. */
export async function getInspection(options: {
  companyId: string;
  id: string;
}): Promise<LoadedInspection> {
  return resolveChange(
    db,
    options.companyId,
    await findInspection(db, options.companyId, options.id),
  );
}
