import { CreateFineInput, Fine, toFine } from "../../../../models/fine";
import { createFine } from "../../../../services/fines/create-fine";
import { authorized } from "../../../trpc";

export const createFineProcedure = authorized("fines.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/fines",
      tags: ["Fines"],
      summary: "Record a fine or road charge",
      description:
        "The `vrm` must be a vehicle of your fleet (else 404 on `/vrm`). Matched to the agreements of that vehicle out at `contravention_at` (`handed_over_at` <= it, and `closed_at` after it or still `out`): none is `no_hire`, several `ambiguous` (both without `agreement_id` and `customer_id`), one `matched` with its agreement and hirer. `respond_by` is `notice_date` + 28 days. `notice_date` not after today and `contravention_at` not after the end of `notice_date` (UK time), else 400. The same `issuer` and `reference` twice is 409 `conflict`.",
      errorResponses: [404, 409],
    },
    successStatus: 201,
  })
  .input(CreateFineInput)
  .output(Fine)
  .mutation(async ({ ctx, input }) =>
    toFine(await createFine({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input })),
  );
