import { Readiness, ReportIdInput } from "../../../models/report";
import { getReadiness } from "../../../services/reports/readiness";
import { authorized } from "../../trpc";

export const getReadinessProcedure = authorized("reports.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/reports/{id}/readiness",
      tags: ["Reports"],
      summary: "What a report still needs",
      description:
        "Each missing item has a machine `code` (`odometer_missing`, `fuel_level_missing`, `charge_level_missing`, `photo_missing`, `checklist_unanswered`, `signature_missing`), a `message` for people, and `required_for` (`complete` or `sign_off`).",
    },
  })
  .input(ReportIdInput)
  .output(Readiness)
  .query(async ({ ctx, input }) => getReadiness({ companyId: ctx.caller.companyId, id: input.id }));
