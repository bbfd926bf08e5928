import { CreateTicketInput, Ticket, toTicket } from "../../../models/ticket";
import { createTicket } from "../../../services/tickets/create-ticket";
import { authorized } from "../../trpc";

export const createTicketProcedure = authorized("tickets.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/tickets",
      tags: ["Tickets"],
      summary: "Open a ticket",
      description:
        "A new `open` ticket. `subject` 1-200 characters, `body` 1-20,000; `priority` `low`, `normal` (default), `high` or `urgent`. `report_id`, `agreement_id`, `vehicle_id` and `customer_id` link objects of your company: an unknown one, another company's or an id of another kind is 404 on that field. Fires no event.",
      errorResponses: [404],
    },
    successStatus: 201,
  })
  .input(CreateTicketInput)
  .output(Ticket)
  .mutation(async ({ ctx, input }) =>
    toTicket(
      await createTicket({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
    ),
  );
