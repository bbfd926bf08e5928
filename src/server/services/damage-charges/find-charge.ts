// Loading one damage charge of a company (its lines in order and the hirer's summary), "not
// found" for another company's id or one of the wrong kind, and the charge's refusals.
import { db, type Tx } from "../../db";
import { AppError, notFound } from "../../errors";
import { isIdOf } from "../../ids";
import { OPEN_DAMAGE_CHARGE_STATUSES, type LoadedDamageCharge } from "../../models/damage-charge";

type Reader = Pick<Tx, "damageCharge">;

export const chargeInclude = {
  lines: { orderBy: { position: "asc" } },
  customer: { select: { id: true, name: true, email: true } },
} as const;

export async function findCharge(
  client: Reader,
  companyId: string,
  id: string,
): Promise<LoadedDamageCharge> {
  if (!isIdOf("damageCharge", id)) throw notFound("damage charge");
  const row = await client.damageCharge.findFirst({
    where: { id, companyId },
    include: chargeInclude,
  });
  if (!row) throw notFound("damage charge");
  return row;
}

/** GET /damage-charges/{id}. */
export const getDamageCharge = (options: { companyId: string; id: string }) =>
  findCharge(db, options.companyId, options.id);

export function chargeInvalidState(charge: { status: string }, action: string): AppError {
  return new AppError(
    "invalid_state",
    `This damage charge is ${charge.status}, so it cannot ${action}.`,
  );
}

/**
 * Whether the hirer has a damage charge `sent` (waiting for their answer) or `disputed`: while
 * one is open, their personal data must stay (GDPR erasure refuses with 409 `invalid_state`).
 */
export async function hasOpenDamageCharge(
  tx: Pick<Tx, "damageCharge">,
  companyId: string,
  customerId: string,
): Promise<boolean> {
  const open = await tx.damageCharge.findFirst({
    where: { companyId, customerId, status: { in: [...OPEN_DAMAGE_CHARGE_STATUSES] } },
    select: { id: true },
  });
  return open !== null;
}
