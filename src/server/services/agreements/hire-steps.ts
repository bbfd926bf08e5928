// The steps after signing, and cancelling: signed -> out (handover), out -> closed
// (return; fires agreement.closed), draft|sent|signed -> cancelled. Each move is a
// conditional update on the expected status, so of two racing moves one wins.
import { db, type Tx } from "../../db";
import { AppError } from "../../errors";
import {
  toAgreement,
  type CloseAgreementInput,
  type HandoverInput,
  type LoadedAgreement,
} from "../../models/agreement";
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

export async function handoverAgreement(options: {
  companyId: string;
  actor: ActivityActor;
  input: HandoverInput;
}): Promise<LoadedAgreement> {
  const { companyId, input } = options;
  const current = await findAgreement(db, companyId, input.id);
  if (current.status !== "signed")
    throw invalidState(current, "be handed over (it must be signed first)");
  await db.$transaction(async (tx) => {
    const reportId = await linkReport(tx, companyId, current.id, input.report_id);
    const { count } = await tx.agreement.updateMany({
      where: { id: current.id, companyId, status: "signed" },
      data: {
        status: "out",
        handedOverAt: new Date(),
        startOdometer: input.odometer ?? null,
        outboundReportId: reportId,
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
