// DELETE /customers/{id}: the hirer and their licence checks are gone for good (UK GDPR:
// endorsements are criminal-offence data, kept no longer than the hirer). Reports that
// named the hirer keep their signed PDFs and lose the link. A hirer named by any
// agreement, whatever its status, stays: 409 conflict naming the agreement.
import { db } from "../../db";
import { AppError } from "../../errors";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { findCustomer } from "./find-customer";

export async function deleteCustomer(options: {
  companyId: string;
  actor: ActivityActor;
  customerId: string;
}): Promise<void> {
  const customer = await findCustomer(options);
  // The row lock waits for any agreement being created for this hirer (its foreign key
  // takes a share lock), so the check below cannot miss one.
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Customer" WHERE id = ${customer.id} AND "companyId" = ${options.companyId} FOR UPDATE`;
    const agreement = await tx.agreement.findFirst({
      where: { companyId: options.companyId, customerId: customer.id },
      select: { id: true },
      orderBy: { id: "desc" },
    });
    if (agreement)
      throw new AppError(
        "conflict",
        `This hirer is named by agreement ${agreement.id}, so they cannot be deleted.`,
      );
    await tx.customer.delete({ where: { id: customer.id, companyId: options.companyId } });
    // No field values: the hirer's personal data goes with them.
    await recordActivity(tx, {
      companyId: options.companyId,
      actor: options.actor,
      action: "customer.deleted",
      object: { type: "customer", id: customer.id },
    });
  });
}
