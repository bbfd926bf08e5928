// The stored checks: a customer's history (newest first) and one check by id.
import { db } from "../../db";
import { notFound } from "../../errors";
import { isIdOf } from "../../ids";
import type { LicenceCheckRow } from "../../models/licence-check";
import type { ListQuery } from "../../models/list";
import { findCustomer } from "../customers/find-customer";
import { pageArgs } from "../pagination";

export async function listLicenceChecks(options: {
  companyId: string;
  customerId: string;
  query: ListQuery;
}): Promise<LicenceCheckRow[]> {
  const customer = await findCustomer(options);
  const { idFilter, take, orderBy } = pageArgs(options.query);
  return db.licenceCheck.findMany({
    where: { companyId: options.companyId, customerId: customer.id, id: idFilter },
    take,
    orderBy,
  });
}

export async function getLicenceCheck(options: {
  companyId: string;
  licenceCheckId: string;
}): Promise<LicenceCheckRow> {
  if (!isIdOf("licenceCheck", options.licenceCheckId)) throw notFound("licence check");
  const row = await db.licenceCheck.findFirst({
    where: { id: options.licenceCheckId, companyId: options.companyId },
  });
  if (!row) throw notFound("licence check");
  return row;
}
