import { page } from "../../../models/list";
import { ListTicketsQuery, Ticket, toTicket } from "../../../models/ticket";
import { toPage } from "../../../services/pagination";
import { listTickets } from "../../../services/tickets/list-tickets";
import { authorized } from "../../trpc";

export const listTicketsProcedure = authorized("tickets.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/tickets",
      tags: ["Tickets"],
      summary: "List and search tickets",
      description:
        "Newest first. Filter by `status`, `priority`, `agreement_id`, `vehicle_id`, `report_id`, `customer_id`, `q` (part of the subject or body, case ignored) and `created_from`/`created_to` (inclusive).",
    },
  })
  .input(ListTicketsQuery)
  .output(page(Ticket))
  .query(async ({ ctx, input }) =>
    toPage(await listTickets({ companyId: ctx.caller.companyId, query: input }), input, toTicket),
  );
