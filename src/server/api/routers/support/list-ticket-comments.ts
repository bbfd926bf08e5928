import { ListQuery, page } from "../../../models/list";
import { TicketComment, toTicketComment } from "../../../models/ticket";
import { toPage } from "../../../services/pagination";
import { listTicketComments } from "../../../services/tickets/comments";
import { authorized } from "../../trpc";
import { TicketIdInput } from "./ticket-id";

export const listTicketCommentsProcedure = authorized("tickets.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/tickets/{id}/comments",
      tags: ["Tickets"],
      summary: "List a ticket's comments",
      description: "Newest first.",
      errorResponses: [404],
    },
  })
  .input(ListQuery.extend(TicketIdInput.shape).strict())
  .output(page(TicketComment))
  .query(async ({ ctx, input }) => {
    const { id, ...query } = input;
    return toPage(
      await listTicketComments({ companyId: ctx.caller.companyId, ticketId: id, query }),
      query,
      toTicketComment,
    );
  });
