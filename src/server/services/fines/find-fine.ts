// Loading one fine of a company ("not found" for another company's id or a wrong prefix, as
// for an unknown one), locking it for a change, and the 409 that names its state.
import { db, type Tx } from "../../db";
import { AppError, notFound } from "../../errors";
import { isIdOf } from "../../ids";
import { toFine, type FineRow } from "../../models/fine";

export async function findFine(
  client: Pick<Tx, "fine">,
  companyId: string,
  id: string,
): Promise<FineRow> {
  if (!isIdOf("fine", id)) throw notFound("fine");
  const row = await client.fine.findFirst({ where: { id, companyId } });
  if (!row) throw notFound("fine");
  return row;
}

/** The fine, its row locked until the transaction ends: changes and moves take it first. */
export async function lockFine(tx: Tx, companyId: string, id: string): Promise<FineRow> {
  if (!isIdOf("fine", id)) throw notFound("fine");
  await tx.$queryRaw`SELECT id FROM "Fine" WHERE id = ${id} AND "companyId" = ${companyId} FOR UPDATE`;
  return findFine(tx, companyId, id);
}

/** GET /fines/{id}. */
export function getFine(options: { companyId: string; id: string }): Promise<FineRow> {
  return findFine(db, options.companyId, options.id);
}

const STATUS_WORDS: Record<string, string> = {
  received: "received",
  transferred: "transferred to the hirer",
  paid: "paid",
  cancelled: "cancelled",
};

/** 409 invalid_state naming the fine's status and what the caller tried. */
export function fineInvalidState(fine: { status: string }, action: string): AppError {
  return new AppError(
    "invalid_state",
    `This fine is ${STATUS_WORDS[fine.status] ?? fine.status}, so it cannot ${action}.`,
  );
}

/** What the activity log compares: the API shape (changesBetween skips the bookkeeping). */
export const loggedFields = (row: FineRow): Record<string, unknown> => toFine(row);

/** The activity row's object: named by the issuer's reference, tied to the hire it is matched to. */
export function fineObject(row: FineRow) {
  return {
    type: "fine" as const,
    id: row.id,
    name: row.reference,
    parentId: row.agreementId ?? undefined,
  };
}
