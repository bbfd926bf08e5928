// Loading one agreement of a company: the shared include, and "not found" for an id of
// another company or of the wrong kind, exactly as for an unknown id.
import { db, type Tx } from "../../db";
import { AppError, notFound } from "../../errors";
import { isIdOf } from "../../ids";
import type { LoadedAgreement } from "../../models/agreement";
import { latestCheckInclude, vehicleGateFields, withWarnings } from "./hire-warnings";

type Reader = Pick<Tx, "agreement">;

/** One read of an agreement and what its answer shows, the hire gate's facts included (a list reads them in its own batched queries). */
export const agreementInclude = {
  customer: {
    select: { id: true, name: true, email: true, licenceChecks: latestCheckInclude },
  },
  vehicle: { select: { id: true, vrm: true, make: true, model: true, ...vehicleGateFields } },
  termsVersion: { select: { templateId: true, version: true, name: true, body: true } },
} as const;

export async function findAgreement(
  client: Reader,
  companyId: string,
  id: string,
): Promise<LoadedAgreement> {
  if (!isIdOf("agreement", id)) throw notFound("agreement");
  const row = await client.agreement.findFirst({
    where: { id, companyId },
    include: agreementInclude,
  });
  if (!row) throw notFound("agreement");
  return withWarnings(row);
}

/** GET /agreements/{id}. */
export async function getAgreement(options: {
  companyId: string;
  id: string;
}): Promise<LoadedAgreement> {
  return findAgreement(db, options.companyId, options.id);
}

const STATUS_WORDS: Record<string, string> = {
  draft: "a draft",
  sent: "sent for signing",
  signed: "signed",
  out: "out on hire",
  closed: "closed",
  cancelled: "cancelled",
};

/** 409 invalid_state naming the agreement's status and what the caller tried. */
export function invalidState(agreement: { status: string }, action: string): AppError {
  return new AppError(
    "invalid_state",
    `This agreement is ${STATUS_WORDS[agreement.status] ?? agreement.status}, so it cannot ${action}.`,
  );
}

/** 404 with a pointer unless `id` names a row of the company found by `exists`. */
export async function assertLinked(
  kind: "customer" | "vehicle" | "report",
  id: string,
  pointer: string,
  exists: () => Promise<boolean>,
): Promise<void> {
  if (isIdOf(kind, id) && (await exists())) return;
  throw new AppError("not_found", `No ${kind} with that id.`, {
    errors: [{ pointer, detail: `No ${kind} with that id` }],
  });
}

/** The signing audit trail of one agreement, oldest first. */
export async function listAgreementAudit(options: { companyId: string; id: string }) {
  const agreement = await findAgreement(db, options.companyId, options.id);
  return db.agreementAudit.findMany({
    where: { companyId: options.companyId, agreementId: agreement.id },
    orderBy: { id: "asc" },
  });
}
