// The staff app's inbox (no REST route): a page of tickets with the signed-in member's
// unread marks.
import { z } from "zod";
import { page } from "../../../models/list";
import { ListTicketsQuery, Ticket, toTicket } from "../../../models/ticket";
import { toPage } from "../../../services/pagination";
import { unreadTicketIds } from "../../../services/tickets/inbox";
import { listTickets } from "../../../services/tickets/list-tickets";
import { staffProcedure } from "../../trpc";

export const ticketInboxProcedure = staffProcedure("tickets.read")
  .input(ListTicketsQuery)
  .output(page(Ticket.extend({ unread: z.boolean() })))
  .query(async ({ ctx, input }) => {
    const companyId = ctx.caller.companyId;
    const rows = await listTickets({ companyId, query: input });
    const unread = await unreadTicketIds({ companyId, userId: ctx.user.id, tickets: rows });
    return toPage(rows, input, (row) => ({ ...toTicket(row), unread: unread.has(row.id) }));
  });
