import { CreateCustomerInput, Customer, toCustomer } from "../../../models/customer";
import { createCustomer } from "../../../services/customers/create-customer";
import { authorized } from "../../trpc";

export const createCustomerProcedure = authorized("customers.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/customers",
      tags: ["Customers"],
      summary: "Create a customer (hirer)",
      description:
        "Only `name` is required. `phone` is stored as E.164 (numbers without a country code are UK numbers), `email` lower case, `licence_number` upper case without spaces, a GB `postcode` upper case with one space. Fires `customer.created`.",
    },
    successStatus: 201,
  })
  .input(CreateCustomerInput)
  .output(Customer)
  .mutation(async ({ ctx, input }) =>
    toCustomer(
      await createCustomer({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
    ),
  );
