import { Agreement, CloseAgreementInput, toAgreement } from "../../../models/agreement";
import { closeAgreement } from "../../../services/agreements/hire-steps";
import { authorized } from "../../trpc";

export const closeAgreementProcedure = authorized("agreements.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/agreements/{id}/close",
      tags: ["Agreements"],
      summary: "Close the agreement on return",
      description:
        "`out` -> `closed`, with the end `odometer` (not below `start_odometer`, else 400 on `/odometer`), return `notes` and the inbound `report_id`, all optional. Fires `agreement.closed`.",
      errorResponses: [404, 409],
    },
  })
  .input(CloseAgreementInput)
  .output(Agreement)
  .mutation(async ({ ctx, input }) =>
    toAgreement(
      await closeAgreement({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
    ),
  );
