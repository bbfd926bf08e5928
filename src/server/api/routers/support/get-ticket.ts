import { Ticket, toTicket } from "../../../models/ticket";
import { findTicket } from "../../../services/tickets/find-ticket";
import { authorized } from "../../trpc";
import { TicketIdInput } from "./ticket-id";

export const getTicketProcedure = authorized("tickets.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/tickets/{id}",
      tags: ["Tickets"],
      summary: "Get a ticket",
      errorResponses: [404],
    },
  })
  .input(TicketIdInput)
  .output(Ticket)
  .query(async ({ ctx, input }) =>
    toTicket(await findTicket({ companyId: ctx.caller.companyId, ticketId: input.id })),
  );
