// The credit reads of the API and the billing pages: the balance, and the ledger.
import { db } from "../../db";
import { notFound } from "../../errors";
import { isIdOf } from "../../ids";
import type { ListCreditTransactionsQuery } from "../../models/credits";
import { createdRange, pageArgs } from "../pagination";
import { REPORT_COST } from "../reports/create-report";

/** The balance, read with one plain statement: GET /credits is the API's hottest read (see bench/api.bench.ts). */
export async function getCreditBalance(options: { companyId: string }) {
  const rows = await db.$queryRaw<
    { creditBalance: number }[]
  >`SELECT "creditBalance" FROM "Company" WHERE "id" = ${options.companyId}`;
  const company = rows[0];
  if (!company) throw notFound("company");
  const balance = company.creditBalance;
  return { balance, reportCost: REPORT_COST, reportsAvailable: Math.floor(balance / REPORT_COST) };
}

export async function listCreditTransactionsPage(options: {
  companyId: string;
  query: ListCreditTransactionsQuery;
}) {
  const { idFilter, take, orderBy } = pageArgs(options.query);
  const kind = options.query.kind
    ? (options.query.kind.toUpperCase() as "GRANT" | "PURCHASE" | "CHARGE" | "REFUND")
    : undefined;
  return db.creditTransaction.findMany({
    where: {
      companyId: options.companyId,
      id: idFilter,
      kind,
      ...createdRange("creditTransaction", options.query),
    },
    take,
    orderBy,
  });
}

export async function getCreditTransaction(options: { companyId: string; transactionId: string }) {
  if (!isIdOf("creditTransaction", options.transactionId)) throw notFound("credit transaction");
  const row = await db.creditTransaction.findFirst({
    where: { id: options.transactionId, companyId: options.companyId },
  });
  if (!row) throw notFound("credit transaction");
  return row;
}
