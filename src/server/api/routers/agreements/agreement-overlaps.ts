import { z } from "zod";
import { Agreement, toAgreement } from "../../../models/agreement";
import { overlappingAgreements } from "../../../services/agreements/list-agreements";
import { authorized } from "../../trpc";

const OverlapsInput = z
  .object({
    vehicle_id: z.string(),
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
    except_id: z.string().optional(),
  })
  .strict();

/** The wizard's warning: the vehicle's other `signed` or `out` agreements over those dates (app only). */
export const agreementOverlapsProcedure = authorized("agreements.read")
  .input(OverlapsInput)
  .output(z.array(Agreement))
  .query(async ({ ctx, input }) =>
    (
      await overlappingAgreements({
        companyId: ctx.caller.companyId,
        vehicleId: input.vehicle_id,
        startsAt: new Date(input.starts_at),
        endsAt: new Date(input.ends_at),
        exceptId: input.except_id,
      })
    ).map(toAgreement),
  );
