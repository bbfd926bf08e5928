// Adding, editing and removing checklist items. Only while the report is a draft:
// each change first touches the report row on condition it is still a draft, which
// both checks and locks it, so a completion cannot slip in between. A verdict that
// becomes advisory or fail writes inspection.verdict_flagged in the same transaction.
import type { Tx } from "../../db";
import { db } from "../../db";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import {
  toInspection,
  type CreateInspectionInput,
  type DamageInput,
  type InspectionWithCount,
  type UpdateInspectionInput,
} from "../../models/inspection";
import { changesBetween, changesOfNew, changesOfRemoved } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { writeEvent } from "../events/write-event";
import { mediaFileKeys } from "../media/media-files";
import { storage } from "../../integrations/storage";
import { findReport, invalidState } from "../reports/find-report";
import { findInspection, inspectionInclude } from "./find-inspection";
import { MAX_INSPECTIONS } from "./list-inspections";
import { resolveChange } from "./resolve-changes";

const FLAGGED = new Set(["advisory", "fail"]);

/** Touches a draft report's row (checking it is a draft and holding it), before any change to its checklist. */
export async function lockDraft(tx: Tx, companyId: string, reportId: string): Promise<void> {
  const { count } = await tx.report.updateMany({
    where: { id: reportId, companyId, status: "draft" },
    data: { updatedAt: new Date() },
  });
  if (count === 0)
    throw invalidState(
      await findReport(tx, companyId, reportId),
      "change its inspections (only a draft can)",
    );
}

function damageColumns(damage: DamageInput | null | undefined) {
  if (damage === undefined) return {};
  return {
    damageZone: damage?.zone ?? null,
    damageType: damage?.type ?? null,
    damageSeverity: damage?.severity ?? null,
    damageX: damage?.x ?? null,
    damageY: damage?.y ?? null,
    damageChange: damage?.change ?? null,
    damageSizeMm: damage?.size_mm ?? null,
  };
}

/** `change` belongs to inbound (check-in) damage only. */
function checkChange(reportType: string, damage: DamageInput | null | undefined): void {
  if (damage?.change && reportType !== "inbound") {
    throw new AppError(
      "invalid_request",
      "Only damage on an inbound (check-in) report has a change.",
      {
        errors: [
          {
            pointer: "/damage/change",
            detail: "Only damage on an inbound (check-in) report has a change.",
          },
        ],
      },
    );
  }
}

async function flagIfNeeded(
  tx: Tx,
  companyId: string,
  before: string | null,
  row: InspectionWithCount,
): Promise<void> {
  if (row.verdict && FLAGGED.has(row.verdict) && row.verdict !== before) {
    await writeEvent(tx, {
      companyId,
      type: "inspection.verdict_flagged",
      object: toInspection(row),
    });
  }
}

export async function createInspection(options: {
  companyId: string;
  actor: ActivityActor;
  input: CreateInspectionInput;
}): Promise<InspectionWithCount> {
  const { companyId, input } = options;
  const report = await findReport(db, companyId, input.report_id);
  checkChange(report.type, input.damage);
  return db.$transaction(async (tx) => {
    await lockDraft(tx, companyId, report.id);
    const last = await tx.inspection.aggregate({
      where: { companyId, reportId: report.id },
      _max: { position: true },
      _count: true,
    });
    if (last._count >= MAX_INSPECTIONS) {
      throw new AppError(
        "invalid_request",
        `A report can hold at most ${MAX_INSPECTIONS} inspections.`,
      );
    }
    const row = await tx.inspection.create({
      data: {
        id: newId("inspection"),
        companyId,
        reportId: report.id,
        area: input.area,
        position: (last._max.position ?? 0) + 1,
        verdict: input.verdict ?? null,
        notes: input.notes ?? null,
        ...damageColumns(input.damage),
      },
      include: inspectionInclude,
    });
    const resolved = await resolveChange(tx, companyId, row);
    await flagIfNeeded(tx, companyId, null, resolved);
    const object = { type: "inspection" as const, id: row.id, parentId: report.id, name: row.area };
    await recordActivity(tx, {
      companyId,
      actor: options.actor,
      action: "inspection.created",
      object,
      changes: changesOfNew(toInspection(resolved)),
    });
    return resolved;
  });
}

export async function updateInspection(options: {
  companyId: string;
  actor: ActivityActor;
  input: UpdateInspectionInput;
}): Promise<InspectionWithCount> {
  const { companyId, input } = options;
  const current = await findInspection(db, companyId, input.id);
  checkChange(current.report.type, input.damage);
  return db.$transaction(async (tx) => {
    await lockDraft(tx, companyId, current.reportId);
    const before = await findInspection(tx, companyId, input.id);
    const row = await tx.inspection.update({
      where: { id: before.id, companyId },
      data: {
        area: input.area,
        verdict: input.verdict,
        notes: input.notes,
        ...damageColumns(input.damage),
      },
      include: inspectionInclude,
    });
    const resolved = await resolveChange(tx, companyId, row);
    await flagIfNeeded(tx, companyId, before.verdict, resolved);
    const object = {
      type: "inspection" as const,
      id: row.id,
      parentId: row.reportId,
      name: row.area,
    };
    const changes = changesBetween(toInspection(before), toInspection(resolved));
    await recordActivity(tx, {
      companyId,
      actor: options.actor,
      action: "inspection.updated",
      object,
      changes,
    });
    return resolved;
  });
}

/** Removes a checklist item and its photos; their files go once the row is gone. */
export async function deleteInspection(options: {
  companyId: string;
  actor: ActivityActor;
  id: string;
}): Promise<{ id: string }> {
  const { companyId } = options;
  const current = await findInspection(db, companyId, options.id);
  const fileKeys = await db.$transaction(async (tx) => {
    await lockDraft(tx, companyId, current.reportId);
    const media = await tx.media.findMany({
      where: { companyId, inspectionId: current.id },
      select: { storageKey: true, thumbnailKey: true },
    });
    await tx.inspection.delete({ where: { id: current.id, companyId } });
    const object = {
      type: "inspection" as const,
      id: current.id,
      parentId: current.reportId,
      name: current.area,
    };
    await recordActivity(tx, {
      companyId,
      actor: options.actor,
      action: "inspection.deleted",
      object,
      changes: changesOfRemoved(toInspection(current)),
    });
    return media.flatMap(mediaFileKeys);
  });
  await Promise.allSettled(fileKeys.map((key) => storage().delete(key)));
  return { id: current.id };
}
