import { Fine, toFine, UpdateFineInput } from "../../../../models/fine";
import { updateFine } from "../../../../services/fines/update-fine";
import { authorized } from "../../../trpc";

export const updateFineProcedure = authorized("fines.write")
  .meta({
    openapi: {
      method: "PUT",
      path: "/fines/{id}",
      tags: ["Fines"],
      summary: "Edit a fine or correct its match",
      description:
        "`received` only (else 409 `invalid_state`): the create fields, and `agreement_id` to correct the match (an agreement of the fine's vehicle, else 404 on `/agreement_id`: `matched` with its hirer; `null` works the match out again). A changed `vrm` or `contravention_at` works the match out again.",
      errorResponses: [404, 409],
    },
  })
  .input(UpdateFineInput)
  .output(Fine)
  .mutation(async ({ ctx, input }) =>
    toFine(await updateFine({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input })),
  );
