import { Customer, ListCustomersQuery, toCustomer } from "../../../models/customer";
import { page } from "../../../models/list";
import { listCustomers } from "../../../services/customers/list-customers";
import { toPage } from "../../../services/pagination";
import { authorized } from "../../trpc";

export const listCustomersProcedure = authorized("customers.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/customers",
      tags: ["Customers"],
      summary: "List customers",
      description:
        "Newest first. `q` finds a part of the name, email, phone (as stored, E.164) or licence number, case ignored; `email` is exact, case ignored.",
    },
  })
  .input(ListCustomersQuery)
  .output(page(Customer))
  .query(async ({ ctx, input }) =>
    toPage(
      await listCustomers({ companyId: ctx.caller.companyId, query: input }),
      input,
      toCustomer,
    ),
  );
