// "Mark the rest as pass": the checklist items an inspector has looked over and found clean,
// passed in one transaction, so a clean car is finished in one write rather than one per area.
// All or nothing: an id that is not on the report passes none. An item answered meanwhile
// (another tab, another inspector) keeps its answer.
import { db } from "../../db";
import { notFound } from "../../errors";
import type { InspectionWithCount } from "../../models/inspection";
import { noteRecorded, noteUnchanged } from "../activity/activity-scope";
import { activityInsert, type ActivityActor } from "../activity/record-activity";
import { findReport } from "../reports/find-report";
import { lockDraft } from "./change-inspection";
import { inspectionInclude } from "./find-inspection";
import { MAX_INSPECTIONS } from "./list-inspections";
import { resolveChanges } from "./resolve-changes";

export async function passInspections(options: {
  companyId: string;
  actor: ActivityActor;
  reportId: string;
  inspectionIds: string[];
}): Promise<InspectionWithCount[]> {
  const { companyId } = options;
  const report = await findReport(db, companyId, options.reportId);
  const ids = [...new Set(options.inspectionIds)];
  return db.$transaction(async (tx) => {
    await lockDraft(tx, companyId, report.id);
    const named = await tx.inspection.findMany({
      where: { companyId, reportId: report.id, id: { in: ids } },
      include: inspectionInclude,
    });
    if (named.length !== ids.length) throw notFound("inspection on this report");
    const open = named.filter((row) => row.verdict === null);
    if (open.length > 0) {
      // The report row is held, so no other change to its checklist can come between.
      await tx.inspection.updateMany({
        where: { companyId, reportId: report.id, id: { in: open.map((row) => row.id) } },
        data: { verdict: "pass" },
      });
      await tx.$executeRaw(
        activityInsert(
          open.map((row) => ({
            companyId,
            actor: options.actor,
            action: "inspection.updated",
            object: { type: "inspection", id: row.id, parentId: report.id, name: row.area },
            changes: [{ field: "verdict", before: null, after: "pass" }],
          })),
        ),
      );
      noteRecorded();
    } else {
      noteUnchanged();
    }
    const rows = await tx.inspection.findMany({
      where: { companyId, reportId: report.id },
      include: inspectionInclude,
      orderBy: [{ position: "asc" }, { id: "asc" }],
      take: MAX_INSPECTIONS,
    });
    return resolveChanges(tx, companyId, report.id, rows);
  });
}
