import { z } from "zod";
import { deleteCustomer } from "../../../services/customers/delete-customer";
import { authorized } from "../../trpc";
import { CustomerIdInput } from "./customer-id";

export const deleteCustomerProcedure = authorized("customers.write")
  .meta({
    openapi: {
      method: "DELETE",
      path: "/customers/{id}",
      tags: ["Customers"],
      summary: "Delete a customer",
      description:
        "The hirer and their licence checks are deleted for good (404 afterwards). Reports that named the hirer keep their signed PDFs and lose the link. A hirer named by any agreement stays: 409 `conflict` naming the agreement.",
      errorResponses: [409],
    },
    successStatus: 204,
  })
  .input(CustomerIdInput)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await deleteCustomer({
      companyId: ctx.caller.companyId,
      actor: ctx.caller.actor,
      customerId: input.id,
    });
  });
