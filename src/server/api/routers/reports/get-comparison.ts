import { Comparison } from "../../../models/comparison";
import { ReportIdInput } from "../../../models/report";
import { getComparison } from "../../../services/reports/compare-damage";
import { authorized } from "../../trpc";

export const getComparisonProcedure = authorized("reports.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/reports/{id}/comparison",
      tags: ["Reports"],
      summary: "Damage since check-out",
      description:
        "For an inbound report: its damage against the baseline, the outbound report of the same agreement or else the vehicle's last completed or signed-off outbound report before it. Each damage is in the list of its `change` (`new_damage`, `worse_damage`, `unchanged_damage`, `repaired`); a `change` left out is computed: a baseline damage of the same zone and type, not matched already, makes it `existing` (`worse` when more severe), else `new`. `odometer_delta` and `fuel_level_delta` are this report's readings minus the baseline's. 409 `invalid_state` for other report types.",
      errorResponses: [404, 409],
    },
  })
  .input(ReportIdInput)
  .output(Comparison)
  .query(async ({ ctx, input }) =>
    getComparison({ companyId: ctx.caller.companyId, id: input.id }),
  );
