// The objects a ticket names, in words, for the ticket page and the new-ticket form (no REST route).
import { z } from "zod";
import { linkedObjects } from "../../../services/tickets/linked-objects";
import { staffProcedure } from "../../trpc";

const id = z.string().max(100).optional();
const LinkedObject = z.object({
  kind: z.enum(["report", "agreement", "vehicle", "customer"]),
  id: z.string(),
  label: z.string(),
});

export const ticketLinksProcedure = staffProcedure("tickets.read")
  .input(z.object({ report_id: id, agreement_id: id, vehicle_id: id, customer_id: id }).strict())
  .output(z.array(LinkedObject))
  .query(async ({ ctx, input }) =>
    linkedObjects(ctx.caller.companyId, ctx.caller.actor, {
      reportId: input.report_id ?? null,
      agreementId: input.agreement_id ?? null,
      vehicleId: input.vehicle_id ?? null,
      customerId: input.customer_id ?? null,
    }),
  );
