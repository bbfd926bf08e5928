// PUT /customers/{id}: fields sent change, fields left out stay, null clears (never the name).
import { db } from "../../db";
import { customerColumns, customerSearchText, type CustomerWithCheck, type UpdateCustomerFields } from "../../models/customer";
import { customerInclude, findCustomer } from "./find-customer";

export async function updateCustomer(options: { companyId: string; customerId: string; input: UpdateCustomerFields }): Promise<CustomerWithCheck> {
  const current = await findCustomer(options);
  const columns = customerColumns(options.input);
  const next = {
    name: columns.name ?? current.name,
    email: columns.email === undefined ? current.email : columns.email,
    phone: columns.phone === undefined ? current.phone : columns.phone,
    licenceNumber: columns.licenceNumber === undefined ? current.licenceNumber : columns.licenceNumber,
  };
  return db.customer.update({
    where: { id: current.id, companyId: options.companyId },
    data: { ...columns, searchText: customerSearchText(next) },
    include: customerInclude,
  });
}
