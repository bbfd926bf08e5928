import { Agreement, HandoverInput, toAgreement } from "../../../models/agreement";
import { handoverAgreement } from "../../../services/agreements/hire-steps";
import { authorized } from "../../trpc";

export const handoverAgreementProcedure = authorized("agreements.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/agreements/{id}/handover",
      tags: ["Agreements"],
      summary: "Hand the vehicle over",
      description:
        "`signed` -> `out`, with the start `odometer` and the outbound `report_id` (a report of yours, else 404 on `/report_id`), both optional. While the agreement has a blocking warning (`mot_expired`, `untaxed`, `not_insured`, `licence_invalid`) it is 409 `hire_blocked` and nothing changes, unless `override_reason` says why it goes ahead; the agreement keeps it as `handover_override_reason`.",
      errorResponses: [400, 404, 409],
    },
  })
  .input(HandoverInput)
  .output(Agreement)
  .mutation(async ({ ctx, input }) =>
    toAgreement(
      await handoverAgreement({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
    ),
  );
