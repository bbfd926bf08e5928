import { z } from "zod";
import { deleteTicket } from "../../../services/tickets/delete-ticket";
import { authorized } from "../../trpc";
import { TicketIdInput } from "./ticket-id";

export const deleteTicketProcedure = authorized("tickets.delete")
  .meta({
    openapi: {
      method: "DELETE",
      path: "/tickets/{id}",
      tags: ["Tickets"],
      summary: "Delete a ticket",
      description: "The ticket and its comments are deleted for good (404 afterwards).",
      errorResponses: [404],
    },
    successStatus: 204,
  })
  .input(TicketIdInput)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await deleteTicket({
      companyId: ctx.caller.companyId,
      ticketId: input.id,
      actor: ctx.caller.actor,
    });
  });
