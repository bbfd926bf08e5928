// A fine's moves, each behind its row lock: transfer to the hirer (received, matched, its
// agreement signed by the hirer; the hirer is emailed), pay (received; the company paid it
// itself) and cancel (received or transferred: an appeal won, or issued in error).
import { db, type Tx } from "../../db";
import { AppError } from "../../errors";
import type { FineRow } from "../../models/fine";
import { changesBetween } from "../activity/changes";
import { recordActivity } from "../activity/record-activity";
import type { Actor } from "../permissions";
import { queueTransferEmail } from "./fine-email";
import { fineInvalidState, fineObject, lockFine, loggedFields } from "./find-fine";

type StepOptions = { companyId: string; actor: Actor; id: string };

async function move(
  tx: Tx,
  options: StepOptions & { before: FineRow; verb: string; data: Partial<FineRow> },
): Promise<FineRow> {
  const { before, companyId } = options;
  const fine = await tx.fine.update({ where: { id: before.id }, data: options.data });
  await recordActivity(tx, {
    companyId,
    actor: options.actor,
    action: `fine.${options.verb}`,
    object: fineObject(fine),
    changes: changesBetween(loggedFields(before), loggedFields(fine)),
  });
  return fine;
}

/** The hire a fine can go to: matched, to an agreement the hirer signed (409 saying which is missing). */
export async function transferableHire(tx: Pick<Tx, "agreement">, fine: FineRow) {
  if (fine.match !== "matched" || !fine.agreementId)
    throw new AppError(
      "invalid_state",
      "This fine is not matched to a hire, so it cannot be transferred. Name the agreement first.",
    );
  const agreement = await tx.agreement.findFirstOrThrow({
    where: { id: fine.agreementId, companyId: fine.companyId },
    select: {
      id: true,
      reference: true,
      signedAt: true,
      customer: { select: { name: true, email: true } },
      company: { select: { name: true } },
    },
  });
  if (!agreement.signedAt)
    throw new AppError(
      "invalid_state",
      `Agreement ${agreement.id} was never signed by the hirer, so the fine cannot be transferred to them.`,
    );
  return agreement;
}

export function transferFine(options: StepOptions): Promise<FineRow> {
  return db.$transaction(async (tx) => {
    const before = await lockFine(tx, options.companyId, options.id);
    if (before.status !== "received") throw fineInvalidState(before, "be transferred");
    const agreement = await transferableHire(tx, before);
    const fine = await move(tx, {
      ...options,
      before,
      verb: "transferred",
      data: { status: "transferred", transferredAt: new Date() },
    });
    await queueTransferEmail(tx, {
      fine,
      hirer: agreement.customer,
      company: agreement.company,
      agreementReference: agreement.reference ?? agreement.id,
    });
    return fine;
  });
}

export function payFine(options: StepOptions): Promise<FineRow> {
  return db.$transaction(async (tx) => {
    const before = await lockFine(tx, options.companyId, options.id);
    if (before.status !== "received") throw fineInvalidState(before, "be paid");
    return move(tx, {
      ...options,
      before,
      verb: "paid",
      data: { status: "paid", paidAt: new Date() },
    });
  });
}

export function cancelFine(options: StepOptions): Promise<FineRow> {
  return db.$transaction(async (tx) => {
    const before = await lockFine(tx, options.companyId, options.id);
    if (before.status !== "received" && before.status !== "transferred")
      throw fineInvalidState(before, "be cancelled");
    return move(tx, {
      ...options,
      before,
      verb: "cancelled",
      data: { status: "cancelled", cancelledAt: new Date() },
    });
  });
}
