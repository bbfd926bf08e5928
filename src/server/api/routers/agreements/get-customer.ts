import { Customer, toCustomer } from "../../../models/customer";
import { findCustomer } from "../../../services/customers/find-customer";
import { authorized } from "../../trpc";
import { CustomerIdInput } from "./customer-id";

export const getCustomerProcedure = authorized("customers.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/customers/{id}",
      tags: ["Customers"],
      summary: "Get a customer",
    },
  })
  .input(CustomerIdInput)
  .output(Customer)
  .query(async ({ ctx, input }) =>
    toCustomer(await findCustomer({ companyId: ctx.caller.companyId, customerId: input.id })),
  );
