// Credits: a ledger of signed entries plus a balance on the company, both changed in
// the caller's transaction. A debit is one guarded UPDATE (balance >= cost), never
// read-then-write, so concurrent charges can never take the balance below zero.
import { Prisma, sqlNow, unnestRows, type Tx } from "../../db";
import type { CreditKind } from "../../db/generated/enums";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { queueLowBalanceEmail } from "./credit-email";

export const SIGNUP_GRANT = 10;
export const DEFAULT_LOW_BALANCE_THRESHOLD = 5;

type Entry = {
  companyId: string;
  amount: number;
  kind: CreditKind;
  description: string;
  objectType?: string;
  objectId?: string;
};

async function record(tx: Tx, entry: Entry, balanceAfter: number): Promise<string> {
  const id = newId("creditTransaction");
  await tx.creditTransaction.create({
    data: {
      id,
      companyId: entry.companyId,
      kind: entry.kind,
      amount: entry.amount,
      balanceAfter,
      description: entry.description,
      objectType: entry.objectType ?? null,
      objectId: entry.objectId ?? null,
    },
  });
  return id;
}

/** Adds credits (grant, purchase, refund). */
export async function addCredits(
  tx: Tx,
  entry: Entry,
): Promise<{ transactionId: string; balance: number }> {
  if (entry.amount <= 0 || !Number.isInteger(entry.amount))
    throw new Error("addCredits takes a positive whole amount");
  const company = await tx.company.update({
    where: { id: entry.companyId },
    data: { creditBalance: { increment: entry.amount } },
    select: { creditBalance: true },
  });
  const transactionId = await record(tx, entry, company.creditBalance);
  return { transactionId, balance: company.creditBalance };
}

/**
 * Takes back up to `amount` credits (a refunded purchase): the amount bought or the
 * balance, whichever is less, so the balance never goes below zero. Always records one
 * entry, even when nothing was left to take.
 */
export async function takeBackCredits(
  tx: Tx,
  entry: Omit<Entry, "kind">,
): Promise<{ transactionId: string; taken: number }> {
  // The row lock (FOR UPDATE) holds off every other change to the balance until commit.
  const rows = await tx.$queryRaw<
    { creditBalance: number }[]
  >`SELECT "creditBalance" FROM "Company" WHERE "id" = ${entry.companyId} FOR UPDATE`;
  const before = rows[0]?.creditBalance;
  if (before === undefined) throw new Error("takeBackCredits: no such company");
  const taken = Math.min(entry.amount, before);
  const company = await tx.company.update({
    where: { id: entry.companyId },
    data: { creditBalance: { decrement: taken } },
    select: { creditBalance: true },
  });
  return {
    transactionId: await record(
      tx,
      { ...entry, kind: "REFUND", amount: -taken },
      company.creditBalance,
    ),
    taken,
  };
}

/** The balance below which the company is warned (the Owner's setting, default 5). */
export async function lowBalanceThreshold(
  tx: Pick<Tx, "billingSettings">,
  companyId: string,
): Promise<number> {
  const settings = await tx.billingSettings.findUnique({
    where: { companyId },
    select: { lowBalanceThreshold: true },
  });
  return settings?.lowBalanceThreshold ?? DEFAULT_LOW_BALANCE_THRESHOLD;
}

const insufficientCredits = (cost: number, balance: number) =>
  new AppError(
    "insufficient_credits",
    `This needs ${cost} credit${cost === 1 ? "" : "s"} and the balance is ${balance}. Buy a credit bundle to continue.`,
  );

/**
 * A cheap look before the work: throws the same 402 as a refused charge when the balance read
 * before it is already short, so a request that cannot be paid for does no lookup and opens no transaction.
 * The guarded charge inside the transaction stays the truth (a racing charge can still win).
 */
export function assertAffordable(balance: number, cost: number): void {
  if (balance < cost) throw insufficientCredits(cost, balance);
}

export type Charge = Omit<Entry, "kind" | "amount"> & { cost: number };

/** What the charge's statement answers: the balance after it and the low-balance threshold. */
export type Charged = { balance: number; threshold: number };

/**
 * The guarded charge of `entries` (one company's, charged together in their order) as two parts
 * (CTEs) of the caller's statement: `charged`, the balance after them all and the low-balance
 * threshold, and their ledger rows, each with the balance after it. `charged` has no row when
 * the balance is short of their total, and, with `unlessCrossing`, when they would take the
 * balance from at or above the threshold to below it (that charge must queue the warning mail
 * in its transaction: see `warnIfCrossed`). The `UPDATE` locks the company row until commit, so
 * a caller charges in its last statement.
 */
export function chargeParts(
  entries: readonly [Charge, ...Charge[]],
  options: { unlessCrossing: boolean },
): Prisma.Sql {
  const companyId = entries[0].companyId;
  if (entries.some((entry) => entry.companyId !== companyId))
    throw new Error("chargeParts charges one company at a time");
  const now = sqlNow();
  const total = Prisma.sql`${entries.reduce((sum, entry) => sum + entry.cost, 0)}::int`;
  // What is still to be taken after each entry: its row's balance is the final balance plus that.
  let left = entries.reduce((sum, entry) => sum + entry.cost, 0);
  const rows = entries.map((entry) => ({
    id: newId("creditTransaction"),
    cost: entry.cost,
    left: (left -= entry.cost),
    description: entry.description,
    objectType: entry.objectType ?? null,
    objectId: entry.objectId ?? null,
  }));
  const crossing = options.unlessCrossing
    ? Prisma.sql`AND NOT (c."creditBalance" >= t."threshold" AND c."creditBalance" - ${total} < t."threshold")`
    : Prisma.empty;
  return Prisma.sql`charged AS (
      UPDATE "Company" c SET "creditBalance" = c."creditBalance" - ${total}, "updatedAt" = ${now}
      FROM (SELECT COALESCE((SELECT "lowBalanceThreshold" FROM "BillingSettings" WHERE "companyId" = ${companyId}), ${DEFAULT_LOW_BALANCE_THRESHOLD}::int) AS "threshold") t
      WHERE c."id" = ${companyId} AND c."creditBalance" >= ${total} ${crossing}
      RETURNING c."creditBalance" AS "balance", t."threshold"
    ), ledger AS (
      INSERT INTO "CreditTransaction" ("id", "companyId", "kind", "amount", "balanceAfter", "description", "objectType", "objectId", "createdAt")
      SELECT e."id", ${companyId}, 'CHARGE'::"CreditKind", -e."cost", charged."balance" + e."left", e."description", e."objectType", e."objectId", ${now}
      FROM charged, ${unnestRows("e", { id: "text", cost: "int", left: "int", description: "text", objectType: "text", objectId: "text" }, rows)}
    )`;
}

/** 402 insufficient_credits for a charge whose statement found the balance short, with the balance now. */
export async function chargeRefused(tx: Tx, entry: Charge): Promise<AppError> {
  const company = await tx.company.findUnique({
    where: { id: entry.companyId },
    select: { creditBalance: true },
  });
  return insufficientCredits(entry.cost, company?.creditBalance ?? 0);
}

/**
 * After a charge, in its transaction: the one charge that took the balance from at or above
 * the low-balance threshold to below it queues the warning mail (charges of a company are
 * serialised by its row lock, so that is one charge).
 */
export async function warnIfCrossed(tx: Tx, entry: Charge, charged: Charged): Promise<void> {
  const { balance, threshold } = charged;
  if (balance < threshold && balance + entry.cost >= threshold) {
    await queueLowBalanceEmail(tx, { companyId: entry.companyId, balance, threshold });
  }
}

/** Charges credits in one statement of `tx`, or throws 402 insufficient_credits and changes nothing. */
export async function chargeCredits(tx: Tx, entry: Charge): Promise<Charged> {
  const [charged] = await tx.$queryRaw<
    Charged[]
  >`WITH ${chargeParts([entry], { unlessCrossing: false })} SELECT "balance", "threshold" FROM charged`;
  if (!charged) throw await chargeRefused(tx, entry);
  await warnIfCrossed(tx, entry, charged);
  return charged;
}
