// Router `support` (the contract's grouping): tickets and their comments, plus the
// staff inbox's unread marks (and their count for the nav) and the ticket page's linked objects.
import { createTRPCRouter } from "../../trpc";
import { createTicketProcedure } from "./create-ticket";
import { createTicketCommentProcedure } from "./create-ticket-comment";
import { deleteTicketProcedure } from "./delete-ticket";
import { getTicketProcedure } from "./get-ticket";
import { listTicketCommentsProcedure } from "./list-ticket-comments";
import { listTicketsProcedure } from "./list-tickets";
import { markTicketReadProcedure } from "./mark-ticket-read";
import { ticketInboxProcedure } from "./ticket-inbox";
import { ticketLinksProcedure } from "./ticket-links";
import { unreadTicketCountProcedure } from "./unread-ticket-count";
import { updateTicketProcedure } from "./update-ticket";

export const supportRouter = createTRPCRouter({
  createTicket: createTicketProcedure,
  listTickets: listTicketsProcedure,
  getTicket: getTicketProcedure,
  updateTicket: updateTicketProcedure,
  deleteTicket: deleteTicketProcedure,
  createComment: createTicketCommentProcedure,
  listComments: listTicketCommentsProcedure,
  inbox: ticketInboxProcedure,
  markRead: markTicketReadProcedure,
  unreadCount: unreadTicketCountProcedure,
  links: ticketLinksProcedure,
});
