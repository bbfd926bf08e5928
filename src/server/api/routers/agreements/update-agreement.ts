import { Agreement, toAgreement, UpdateAgreementInput } from "../../../models/agreement";
import { updateAgreement } from "../../../services/agreements/write-agreement";
import { authorized } from "../../trpc";

export const updateAgreementProcedure = authorized("agreements.write")
  .meta({
    openapi: {
      method: "PUT",
      path: "/agreements/{id}",
      tags: ["Agreements"],
      summary: "Edit a draft agreement",
      description:
        "The create fields; fields left out stay, `null` clears an optional one. Days and total are recomputed; a `terms_id` freezes that template's current version. Drafts only: 409 `invalid_state` otherwise.",
      errorResponses: [404, 409],
    },
  })
  .input(UpdateAgreementInput)
  .output(Agreement)
  .mutation(async ({ ctx, input }) =>
    toAgreement(
      await updateAgreement({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
    ),
  );
