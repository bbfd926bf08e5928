// draft -> completed. A conditional update (status still draft) so two concurrent
// completions cannot both win; report.completed is written in the same transaction.
// An inbound report gets its verdict (pass or concerns) from the damage comparison.
// Staff complete through completeReport; the hirer's self-inspection through
// completeDraft, with its own guard (the live link) and readings in the same update.
import { env } from "~/env";
import { db, type Prisma, type Tx } from "../../db";
import { AppError } from "../../errors";
import { toReport } from "../../models/report";
import { writeEvent } from "../events/write-event";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import type { ReportGuard } from "../media/upload-media";
import { compareDamage, verdictOf } from "./compare-damage";
import { findReport, invalidState, type LoadedReport } from "./find-report";
import { missingDetail, readinessEnforced, reportReadiness } from "./readiness";

/**
 * Completes `report` inside `tx` if it is still a draft (and still passes `guard`): sets
 * `data` with the status, computes an inbound verdict, writes report.completed and the
 * activity. Of two racing calls exactly one completes; the other throws (the guard's refusal,
 * or 409 invalid_state).
 */
export async function completeDraft(
  tx: Tx,
  options: {
    report: LoadedReport;
    actor: ActivityActor;
    guard?: ReportGuard;
    data?: Prisma.ReportUpdateManyMutationInput;
  },
): Promise<LoadedReport> {
  const { report } = options;
  const companyId = report.companyId;
  const verdict = report.type === "inbound" ? verdictOf(await compareDamage(tx, report)) : null;
  const { count } = await tx.report.updateMany({
    where: { ...options.guard?.where, id: report.id, companyId, status: "draft" },
    data: { ...options.data, status: "completed", completedAt: new Date(), verdict },
  });
  if (count === 0)
    throw (
      options.guard?.refused() ??
      invalidState(await findReport(tx, companyId, report.id), "be completed")
    );
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
}

export async function completeReport(options: {
  companyId: string;
  actor: ActivityActor;
  id: string;
}): Promise<LoadedReport> {
  const report = await findReport(db, options.companyId, options.id);
  if (report.status !== "draft") throw invalidState(report, "be completed");
  if (readinessEnforced(options.actor)) {
    const readiness = await reportReadiness(db, report);
    if (!readiness.can_complete) throw new AppError("invalid_state", missingDetail(readiness));
  }
  return db.$transaction((tx) => completeDraft(tx, { report, actor: options.actor }));
}
