import { Inspection, toInspection, UpdateInspectionInput } from "../../../models/inspection";
import { updateInspection } from "../../../services/inspections/change-inspection";
import { authorized } from "../../trpc";

export const updateInspectionProcedure = authorized("reports.write")
  .meta({
    openapi: {
      method: "PUT",
      path: "/inspections/{id}",
      tags: ["Inspections"],
      summary: "Update an inspection",
      description:
        "Fields left out stay; `damage: null` removes the damage. A verdict that becomes advisory or fail fires `inspection.verdict_flagged`. Drafts only: 409 `invalid_state` otherwise.",
      errorResponses: [404, 409],
    },
  })
  .input(UpdateInspectionInput)
  .output(Inspection)
  .mutation(async ({ ctx, input }) =>
    toInspection(
      await updateInspection({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
    ),
  );
