// One customer (hirer) of the company, with their latest licence check for the
// `licence_check` summary. An id of another company or of another kind is "not found".
import { db, type Tx } from "../../db";
import { AppError, notFound } from "../../errors";
import { isIdOf } from "../../ids";
import type { CustomerWithCheck } from "../../models/customer";

/** The latest licence check, for `licence_check` on every customer read. */
export const customerInclude = {
  licenceChecks: {
    select: { id: true, outcome: true, checkedAt: true },
    orderBy: { id: "desc" as const },
    take: 1,
  },
};

export async function findCustomer(
  options: { companyId: string; customerId: string },
  client: Pick<Tx, "customer"> = db,
): Promise<CustomerWithCheck> {
  if (!isIdOf("customer", options.customerId)) throw notFound("customer");
  const row = await client.customer.findFirst({
    where: { id: options.customerId, companyId: options.companyId },
    include: customerInclude,
  });
  if (!row) throw notFound("customer");
  return row;
}

/** 404 on `/customer_id` unless `customerId` is one of the company's customers (a body field naming a hirer). */
export async function assertCustomer(companyId: string, customerId: string): Promise<void> {
  const found =
    isIdOf("customer", customerId) &&
    (await db.customer.count({ where: { id: customerId, companyId } })) > 0;
  if (!found) throw customerNotFound();
}

/** 404 on `/customer_id`: the body names a hirer the company does not have. */
export const customerNotFound = () =>
  new AppError("not_found", "No customer with that id.", {
    errors: [{ pointer: "/customer_id", detail: "No customer with that id" }],
  });
