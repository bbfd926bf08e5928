// The nav's badge: how many tickets the signed-in member has not read (no REST route).
import { z } from "zod";
import { countUnreadTickets } from "../../../services/tickets/inbox";
import { staffProcedure } from "../../trpc";

export const unreadTicketCountProcedure = staffProcedure("tickets.read")
  .output(z.object({ count: z.number().int() }))
  .query(async ({ ctx }) => ({
    count: await countUnreadTickets({ companyId: ctx.caller.companyId, userId: ctx.user.id }),
  }));
