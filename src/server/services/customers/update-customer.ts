// PUT /customers/{id}: fields sent change, fields left out stay, null clears (never the name).
import { db } from "../../db";
import {
  customerColumns,
  customerSearchText,
  type CustomerWithCheck,
  type UpdateCustomerFields,
} from "../../models/customer";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { customerChanges } from "./customer-changes";
import { customerInclude, findCustomer } from "./find-customer";

export async function updateCustomer(options: {
  companyId: string;
  actor: ActivityActor;
  customerId: string;
  input: UpdateCustomerFields;
}): Promise<CustomerWithCheck> {
  const current = await findCustomer(options);
  const columns = customerColumns(options.input);
  const next = {
    name: columns.name ?? current.name,
    email: columns.email === undefined ? current.email : columns.email,
    phone: columns.phone === undefined ? current.phone : columns.phone,
    licenceNumber:
      columns.licenceNumber === undefined ? current.licenceNumber : columns.licenceNumber,
  };
  return db.$transaction(async (tx) => {
    const row = await tx.customer.update({
      where: { id: current.id, companyId: options.companyId },
      data: { ...columns, searchText: customerSearchText(next) },
      include: customerInclude,
    });
    const changes = customerChanges(current, row);
    await recordActivity(tx, {
      companyId: options.companyId,
      actor: options.actor,
      action: "customer.updated",
      object: { type: "customer", id: row.id },
      changes,
    });
    return row;
  });
}
