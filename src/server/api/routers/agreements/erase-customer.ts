import { Customer, toCustomer } from "../../../models/customer";
import { eraseCustomer } from "../../../services/privacy/erase-customer";
import { authorized } from "../../trpc";
import { CustomerIdInput } from "./customer-id";

export const eraseCustomerProcedure = authorized("customers.personal_data")
  .meta({
    openapi: {
      method: "POST",
      path: "/customers/{id}/erase",
      tags: ["Customers"],
      summary: "Erase a hirer's personal data",
      description:
        "UK GDPR erasure. The customer stays, as `Erased hirer` with `erased_at` and every other personal field `null`; their licence checks keep only `id`, `customer_id`, `outcome`, `flagged` and the dates; agreements, reports, charges and fines keep their ids, money, dates, references, notes and vehicle, and show the erased name (an agreement's `signature` keeps `signed_by_name` as `Erased hirer`, its address and user agent `null`). Earlier activity rows, events and sent emails lose the personal values they copied. Frozen PDFs and photos stay until the retention policy removes them. 409 `invalid_state` while the hirer has an agreement `sent`, `signed` or `out`, or a damage charge `sent` or `disputed`. Erasing an erased hirer answers 200 and changes nothing. No event fires.",
      errorResponses: [409],
    },
  })
  .input(CustomerIdInput)
  .output(Customer)
  .mutation(async ({ ctx, input }) =>
    toCustomer(
      await eraseCustomer({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        customerId: input.id,
      }),
    ),
  );
