// The credit reads of the API and the billing pages: the balance, and the ledger.
import { db } from "../../db";
import { notFound } from "../../errors";
import { isIdOf } from "../../ids";
import type { ListCreditTransactionsQuery } from "../../models/credits";
import { createdRange, pageArgs } from "../pagination";
import { REPORT_COST } from "../reports/create-report";

export async function getCreditBalance(options: { companyId: string }) {
  const company = await db.company.findUniqueOrThrow({ where: { id: options.companyId }, select: { creditBalance: true } });
  return { balance: company.creditBalance, reportCost: REPORT_COST };
}

export async function listCreditTransactionsPage(options: { companyId: string; query: ListCreditTransactionsQuery }) {
  const { idFilter, take, orderBy } = pageArgs(options.query);
  const kind = options.query.kind ? (options.query.kind.toUpperCase() as "GRANT" | "PURCHASE" | "CHARGE" | "REFUND") : undefined;
  return db.creditTransaction.findMany({
    where: { companyId: options.companyId, id: idFilter, kind, createdAt: createdRange(options.query) },
    take,
    orderBy,
  });
}

export async function getCreditTransaction(options: { companyId: string; transactionId: string }) {
  if (!isIdOf("creditTransaction", options.transactionId)) throw notFound("credit transaction");
  const row = await db.creditTransaction.findFirst({ where: { id: options.transactionId, companyId: options.companyId } });
  if (!row) throw notFound("credit transaction");
  return row;
}
