// A report's checklist, in checklist order.
import { db } from "../../db";
import type { InspectionWithCount } from "../../models/inspection";
import { findReport } from "../reports/find-report";
import { inspectionInclude } from "./find-inspection";
import { resolveChanges } from "./resolve-changes";

/** A report holds at most this many inspections, so one list answers them all. */
export const MAX_INSPECTIONS = 100;

export async function listInspections(options: {
  companyId: string;
  reportId: string;
}): Promise<InspectionWithCount[]> {
  const report = await findReport(db, options.companyId, options.reportId);
  const rows = await db.inspection.findMany({
    where: { companyId: options.companyId, reportId: report.id },
    include: inspectionInclude,
    orderBy: [{ position: "asc" }, { id: "asc" }],
    take: MAX_INSPECTIONS,
  });
  return resolveChanges(db, options.companyId, report.id, rows);
}
