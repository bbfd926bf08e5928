// The steps after signing, and cancelling: signed -> out (handover, through the hire gate),
// out -> closed (return; fires agreement.closed), draft|sent|signed -> cancelled. Each move is
// a conditional update on the expected status, so of two racing moves one wins.
import { db, type Tx } from "../../db";
import { AppError } from "../../errors";
import {
  toAgreement,
  type CloseAgreementInput,
  type HandoverInput,
  type LoadedAgreement,
} from "../../models/agreement";
import { isBlocking, type HireWarning } from "../../models/hire-warning";
import type { ActivityActor } from "../activity/record-activity";
import { writeEvent } from "../events/write-event";
import { recordAgreementActivity } from "./agreement-activity";
import { assertLinked, findAgreement, invalidState } from "./find-agreement";

/** 404 on `/report_id` unless the report is the company's; it is linked to the agreement when it names none. */
async function linkReport(
  tx: Tx,
  companyId: string,
  agreementId: string,
  reportId: string | undefined,
): Promise<string | null> {
  if (reportId === undefined) return null;
  await assertLinked(
    "report",
    reportId,
    "/report_id",
    async () => (await tx.report.count({ where: { id: reportId, companyId } })) > 0,
  );
  await tx.report.updateMany({
    where: { id: reportId, companyId, agreementId: null },
    data: { agreementId },
  });
  return reportId;
}

/** 409 hire_blocked: the blocking warnings by code and in words, and how to go ahead anyway. */
function hireBlocked(blocking: HireWarning[]): AppError {
  const codes = blocking.map((w) => w.code).join(", ");
  const sentences = blocking.map((w) => w.message).join(" ");
  return new AppError(
    "hire_blocked",
    `The handover is blocked (${codes}): ${sentences} To hand over anyway, give an override_reason saying why.`,
  );
}

/**
 * signed -> out. A blocking hire warning stops it (409 hire_blocked, nothing changed) unless the
 * caller gives `override_reason`: then it goes ahead, the agreement keeps the reason, and the
 * activity row names the warnings overridden.
 */
export async function handoverAgreement(options: {
  companyId: string;
  actor: ActivityActor;
  input: HandoverInput;
}): Promise<LoadedAgreement> {
  const { companyId, input } = options;
  const current = await findAgreement(db, companyId, input.id);
  if (current.status !== "signed")
    throw invalidState(current, "be handed over (it must be signed first)");
  const blocking = current.warnings.filter((w) => isBlocking(w.code));
  const overrideReason = blocking.length > 0 ? (input.override_reason ?? null) : null;
  await db.$transaction(async (tx) => {
    const reportId = await linkReport(tx, companyId, current.id, input.report_id);
    // After the report's check (a bad id is 404 first); throwing here also undoes its link.
    if (blocking.length > 0 && overrideReason === null) throw hireBlocked(blocking);
    const { count } = await tx.agreement.updateMany({
      where: { id: current.id, companyId, status: "signed" },
      data: {
        status: "out",
        handedOverAt: new Date(),
        startOdometer: input.odometer ?? null,
        outboundReportId: reportId,
        handoverOverrideReason: overrideReason,
      },
    });
    if (count === 0)
      throw invalidState(await findAgreement(tx, companyId, current.id), "be handed over");
    await recordAgreementActivity(tx, {
      companyId,
      actor: options.actor,
      action: "agreement.handed_over",
      id: current.id,
      before: current,
      more:
        overrideReason === null
          ? []
          : [
              {
                field: "overridden_warnings",
                before: null,
                after: blocking.map((w) => w.code),
              },
            ],
    });
  });
  return findAgreement(db, companyId, current.id);
}

export async function closeAgreement(options: {
  companyId: string;
  actor: ActivityActor;
  input: CloseAgreementInput;
}): Promise<LoadedAgreement> {
  const { companyId, input } = options;
  const current = await findAgreement(db, companyId, input.id);
  if (current.status !== "out") throw invalidState(current, "be closed (it must be out on hire)");
  if (
    input.odometer !== undefined &&
    current.startOdometer !== null &&
    input.odometer < current.startOdometer
  ) {
    throw new AppError(
      "invalid_request",
      `The return odometer cannot be below the handover reading (${current.startOdometer}).`,
      {
        errors: [
          {
            pointer: "/odometer",
            detail: `must not be below start_odometer (${current.startOdometer})`,
          },
        ],
      },
    );
  }
  await db.$transaction(async (tx) => {
    const reportId = await linkReport(tx, companyId, current.id, input.report_id);
    const { count } = await tx.agreement.updateMany({
      where: { id: current.id, companyId, status: "out" },
      data: {
        status: "closed",
        closedAt: new Date(),
        endOdometer: input.odometer ?? null,
        returnNotes: input.notes ?? null,
        inboundReportId: reportId,
      },
    });
    if (count === 0)
      throw invalidState(await findAgreement(tx, companyId, current.id), "be closed");
    await writeEvent(tx, {
      companyId,
      type: "agreement.closed",
      object: toAgreement(await findAgreement(tx, companyId, current.id)),
    });
    await recordAgreementActivity(tx, {
      companyId,
      actor: options.actor,
      action: "agreement.closed",
      id: current.id,
      before: current,
    });
  });
  return findAgreement(db, companyId, current.id);
}

const CANCELLABLE = ["draft", "sent", "signed"];

/** DELETE /agreements/{id}: kept, status cancelled; a signed one keeps its signature and PDF. */
export async function cancelAgreement(options: {
  companyId: string;
  actor: ActivityActor;
  id: string;
}): Promise<LoadedAgreement> {
  const { companyId } = options;
  const current = await findAgreement(db, companyId, options.id);
  if (!CANCELLABLE.includes(current.status)) throw invalidState(current, "be cancelled");
  await db.$transaction(async (tx) => {
    const { count } = await tx.agreement.updateMany({
      where: { id: current.id, companyId, status: { in: CANCELLABLE } },
      data: { status: "cancelled", cancelledAt: new Date() },
    });
    if (count === 0)
      throw invalidState(await findAgreement(tx, companyId, current.id), "be cancelled");
    await recordAgreementActivity(tx, {
      companyId,
      actor: options.actor,
      action: "agreement.cancelled",
      id: current.id,
      before: current,
    });
  });
  return findAgreement(db, companyId, current.id);
}
