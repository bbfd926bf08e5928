// GET /damage-charges: status, agreement, hirer and creation date, newest first.
import { db } from "../../db";
import type { ListDamageChargesInput, LoadedDamageCharge } from "../../models/damage-charge";
import { createdRange, pageArgs } from "../pagination";
import { chargeInclude } from "./find-charge";

export async function listDamageCharges(options: {
  companyId: string;
  query: ListDamageChargesInput;
}): Promise<LoadedDamageCharge[]> {
  const { query } = options;
  const page = pageArgs(query);
  return db.damageCharge.findMany({
    where: {
      companyId: options.companyId,
      id: page.idFilter,
      status: query.status,
      agreementId: query.agreement_id,
      customerId: query.customer_id,
      ...createdRange("damageCharge", query),
    },
    include: chargeInclude,
    orderBy: page.orderBy,
    take: page.take,
  });
}
