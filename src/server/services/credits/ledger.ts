// Credits: a ledger of signed entries plus a balance on the company, both changed in
// the caller's transaction. A debit is one guarded UPDATE (balance >= cost), never
// read-then-write, so concurrent charges can never take the balance below zero.
import type { Tx } from "../../db";
import type { CreditKind } from "../../db/generated/enums";
import { AppError } from "../../errors";
import { newId } from "../../ids";

export const SIGNUP_GRANT = 10;

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
export async function addCredits(tx: Tx, entry: Entry): Promise<{ transactionId: string; balance: number }> {
  if (entry.amount <= 0 || !Number.isInteger(entry.amount)) throw new Error("addCredits takes a positive whole amount");
  const company = await tx.company.update({
    where: { id: entry.companyId },
    data: { creditBalance: { increment: entry.amount } },
    select: { creditBalance: true },
  });
  const transactionId = await record(tx, entry, company.creditBalance);
  return { transactionId, balance: company.creditBalance };
}

/** Charges credits, or throws 402 insufficient_credits and changes nothing. */
export async function chargeCredits(
  tx: Tx,
  entry: Omit<Entry, "kind" | "amount"> & { cost: number },
): Promise<{ transactionId: string; balance: number }> {
  const { count } = await tx.company.updateMany({
    where: { id: entry.companyId, creditBalance: { gte: entry.cost } },
    data: { creditBalance: { decrement: entry.cost } },
  });
  if (count === 0) {
    const company = await tx.company.findUnique({ where: { id: entry.companyId }, select: { creditBalance: true } });
    throw new AppError(
      "insufficient_credits",
      `This needs ${entry.cost} credit${entry.cost === 1 ? "" : "s"} and the balance is ${company?.creditBalance ?? 0}. Buy a credit bundle to continue.`,
    );
  }
  const company = await tx.company.findUniqueOrThrow({ where: { id: entry.companyId }, select: { creditBalance: true } });
  const transactionId = await record(tx, { ...entry, kind: "CHARGE", amount: -entry.cost }, company.creditBalance);
  return { transactionId, balance: company.creditBalance };
}
