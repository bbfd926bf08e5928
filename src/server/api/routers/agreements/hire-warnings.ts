import { z } from "zod";
import { HireWarnings } from "../../../models/hire-warning";
import { previewHireWarnings } from "../../../services/agreements/hire-warnings";
import { authorized } from "../../trpc";

const HireWarningsInput = z
  .object({
    customer_id: z.string().max(64),
    vehicle_id: z.string().max(64),
    starts_at: z.iso.datetime({ offset: true }),
  })
  .strict();

/** The wizard's review: the warnings an agreement of this hirer and vehicle would have (app only). */
export const hireWarningsProcedure = authorized("agreements.read")
  .input(HireWarningsInput)
  .output(HireWarnings)
  .query(({ ctx, input }) =>
    previewHireWarnings({
      companyId: ctx.caller.companyId,
      customerId: input.customer_id,
      vehicleId: input.vehicle_id,
      startsAt: new Date(input.starts_at),
    }),
  );
