// DELETE /customers/{id}: the hirer and their licence checks are gone for good (UK GDPR:
// endorsements are criminal-offence data, kept no longer than the hirer). Reports that
// named the hirer keep their signed PDFs and lose the link.
import { db } from "../../db";
import { findCustomer } from "./find-customer";

export async function deleteCustomer(options: { companyId: string; customerId: string }): Promise<void> {
  const customer = await findCustomer(options);
  await db.customer.delete({ where: { id: customer.id, companyId: options.companyId } });
}
