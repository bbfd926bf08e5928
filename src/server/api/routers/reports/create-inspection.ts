import { CreateInspectionInput, Inspection, toInspection } from "../../../models/inspection";
import { createInspection } from "../../../services/inspections/change-inspection";
import { authorized } from "../../trpc";

export const createInspectionProcedure = authorized("reports.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/reports/{report_id}/inspections",
      tags: ["Inspections"],
      summary: "Add an inspection to a report",
      description:
        "One checked area: `area`, `verdict` (`pass`, `advisory`, `fail` or null), `notes`, and optional `damage` (`zone`, `type`, `severity`, position `x`, `y` in 0..1 on the body diagram). A verdict of advisory or fail fires `inspection.verdict_flagged`. Drafts only: 409 `invalid_state` otherwise.",
      errorResponses: [404, 409],
    },
    successStatus: 201,
  })
  .input(CreateInspectionInput)
  .output(Inspection)
  .mutation(async ({ ctx, input }) =>
    toInspection(
      await createInspection({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
    ),
  );
