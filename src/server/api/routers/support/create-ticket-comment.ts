import { CreateTicketCommentFields, TicketComment, toTicketComment } from "../../../models/ticket";
import { createTicketComment } from "../../../services/tickets/comments";
import { authorized } from "../../trpc";
import { TicketIdInput } from "./ticket-id";

export const createTicketCommentProcedure = authorized("tickets.comment")
  .meta({
    openapi: {
      method: "POST",
      path: "/tickets/{id}/comments",
      tags: ["Tickets"],
      summary: "Comment on a ticket",
      description:
        '`body` 1-20,000 characters. The author is `{ "type": "api_key" }` through the API. A comment on a `pending` ticket sets it `open`; a `closed` ticket takes none: 409 `invalid_state`.',
      errorResponses: [404, 409],
    },
    successStatus: 201,
  })
  .input(CreateTicketCommentFields.extend(TicketIdInput.shape).strict())
  .output(TicketComment)
  .mutation(async ({ ctx, input }) =>
    toTicketComment(
      await createTicketComment({
        companyId: ctx.caller.companyId,
        ticketId: input.id,
        actor: ctx.caller.actor,
        body: input.body,
      }),
    ),
  );
