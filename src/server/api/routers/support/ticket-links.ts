// The objects a ticket names, in words, for the ticket page (no REST route).
import { z } from "zod";
import { findTicket } from "../../../services/tickets/find-ticket";
import { linkedObjects } from "../../../services/tickets/linked-objects";
import { staffProcedure } from "../../trpc";
import { TicketIdInput } from "./ticket-id";

const LinkedObject = z.object({ kind: z.enum(["report", "agreement", "vehicle", "customer"]), id: z.string(), label: z.string() });

export const ticketLinksProcedure = staffProcedure("tickets.read")
  .input(TicketIdInput)
  .output(z.array(LinkedObject))
  .query(async ({ ctx, input }) => linkedObjects(await findTicket({ companyId: ctx.caller.companyId, ticketId: input.id })));
