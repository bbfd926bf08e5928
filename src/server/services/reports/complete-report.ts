// draft -> completed. A conditional update (status still draft) so two concurrent
// completions cannot both win; report.completed is written in the same transaction.
// An inbound report gets its verdict (pass or concerns) from the damage comparison.
import { env } from "~/env";
import { db } from "../../db";
import { AppError } from "../../errors";
import { toReport } from "../../models/report";
import { writeEvent } from "../events/write-event";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { compareDamage, verdictOf } from "./compare-damage";
import { findReport, invalidState, type LoadedReport } from "./find-report";
import { missingDetail, readinessEnforced, reportReadiness } from "./readiness";

export async function completeReport(options: {
  companyId: string;
  actor: ActivityActor;
  id: string;
}): Promise<LoadedReport> {
  const { companyId } = options;
  const report = await findReport(db, companyId, options.id);
  if (report.status !== "draft") throw invalidState(report, "be completed");
  if (readinessEnforced(options.actor)) {
    const readiness = await reportReadiness(db, report);
    if (!readiness.can_complete) throw new AppError("invalid_state", missingDetail(readiness));
  }
  return db.$transaction(async (tx) => {
    const verdict = report.type === "inbound" ? verdictOf(await compareDamage(tx, report)) : null;
    const { count } = await tx.report.updateMany({
      where: { id: report.id, companyId, status: "draft" },
      data: { status: "completed", completedAt: new Date(), verdict },
    });
    if (count === 0) throw invalidState(await findReport(tx, companyId, report.id), "be completed");
    const completed = await findReport(tx, companyId, report.id);
    await writeEvent(tx, {
      companyId,
      type: "report.completed",
      object: toReport(completed, env.APP_URL),
    });
    const changes = [
      { field: "status", before: "draft", after: "completed" },
      ...(verdict ? [{ field: "verdict", before: null, after: verdict }] : []),
    ];
    await recordActivity(tx, {
      companyId,
      actor: options.actor,
      action: "report.completed",
      object: { type: "report", id: report.id },
      changes,
    });
    return completed;
  });
}
