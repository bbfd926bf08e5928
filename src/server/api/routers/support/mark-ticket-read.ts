// The ticket page tells the server it was opened: the ticket is read for this member (no REST route).
import { z } from "zod";
import { markTicketRead } from "../../../services/tickets/inbox";
import { staffProcedure } from "../../trpc";
import { TicketIdInput } from "./ticket-id";

export const markTicketReadProcedure = staffProcedure("tickets.read")
  .meta({ activity: { none: "moves this member's own read mark; the ticket does not change" } })
  .input(TicketIdInput)
  .output(
    z.object({ unread: z.number().int() }).meta({ description: "The member's unread tickets now" }),
  )
  .mutation(async ({ ctx, input }) => ({
    unread: await markTicketRead({
      companyId: ctx.caller.companyId,
      userId: ctx.user.id,
      ticketId: input.id,
    }),
  }));
