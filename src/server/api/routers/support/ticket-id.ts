// The `{id}` path parameter of the ticket routes.
import { z } from "zod";

export const TicketIdInput = z
  .object({ id: z.string().max(100).meta({ description: "Ticket id (`tkt_...`)" }) })
  .strict();
