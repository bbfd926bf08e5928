import { Agreement, AgreementIdInput, toAgreement } from "../../../models/agreement";
import { cancelAgreement } from "../../../services/agreements/hire-steps";
import { authorized } from "../../trpc";

export const cancelAgreementProcedure = authorized("agreements.write")
  .meta({
    openapi: {
      method: "DELETE",
      path: "/agreements/{id}",
      tags: ["Agreements"],
      summary: "Cancel an agreement",
      description:
        "`draft`, `sent` or `signed` -> `cancelled` (200); kept, and a signed one keeps its signature and PDF. Its signing link then says it was cancelled. Otherwise 409 `invalid_state`.",
      errorResponses: [404, 409],
    },
  })
  .input(AgreementIdInput)
  .output(Agreement)
  .mutation(async ({ ctx, input }) =>
    toAgreement(
      await cancelAgreement({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        id: input.id,
      }),
    ),
  );
