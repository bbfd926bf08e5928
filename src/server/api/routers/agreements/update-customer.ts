import { Customer, toCustomer, UpdateCustomerFields } from "../../../models/customer";
import { updateCustomer } from "../../../services/customers/update-customer";
import { authorized } from "../../trpc";
import { CustomerIdInput } from "./customer-id";

export const UpdateCustomerInput = UpdateCustomerFields.extend(CustomerIdInput.shape).strict();

export const updateCustomerProcedure = authorized("customers.write")
  .meta({
    openapi: {
      method: "PUT",
      path: "/customers/{id}",
      tags: ["Customers"],
      summary: "Update a customer",
      description:
        "Fields sent change, fields left out stay; `null` clears an optional field (`name` cannot be cleared). `address` is replaced as a whole.",
    },
  })
  .input(UpdateCustomerInput)
  .output(Customer)
  .mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    return toCustomer(
      await updateCustomer({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        customerId: id,
        input: fields,
      }),
    );
  });
