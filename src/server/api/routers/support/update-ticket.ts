import { Ticket, toTicket, UpdateTicketFields } from "../../../models/ticket";
import { updateTicket } from "../../../services/tickets/update-ticket";
import { authorized } from "../../trpc";
import { TicketIdInput } from "./ticket-id";

export const UpdateTicketInput = UpdateTicketFields.extend(TicketIdInput.shape).strict();

export const updateTicketProcedure = authorized("tickets.write")
  .meta({
    openapi: {
      method: "PUT",
      path: "/tickets/{id}",
      tags: ["Tickets"],
      summary: "Update a ticket",
      description:
        "`subject`, `body`, `priority`, the links (`null` clears one) and `status`: `open`, `pending` or `closed`, from any of them. Closing sets `closed_at`; leaving `closed` clears it. Fields left out stay.",
      errorResponses: [404],
    },
  })
  .input(UpdateTicketInput)
  .output(Ticket)
  .mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    return toTicket(
      await updateTicket({
        companyId: ctx.caller.companyId,
        ticketId: id,
        actor: ctx.caller.actor,
        input: fields,
      }),
    );
  });
