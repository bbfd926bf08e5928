import { env } from "~/env";
import { Report, ReportIdInput, toReport } from "../../../models/report";
import { completeReport } from "../../../services/reports/complete-report";
import { authorized } from "../../trpc";

export const completeReportProcedure = authorized("reports.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/reports/{id}/complete",
      tags: ["Reports"],
      summary: "Complete a report",
      description:
        "draft -> completed; fires `report.completed`. An inbound report gets its `verdict` (`pass`, or `concerns` when the comparison finds new or worse damage or an item failed). After this the report and its inspections no longer change. `GET /reports/{id}/readiness` lists what the app requires first; through the API that list is advice. 409 `invalid_state` from any other status.",
      errorResponses: [404, 409],
    },
  })
  .input(ReportIdInput)
  .output(Report)
  .mutation(async ({ ctx, input }) =>
    toReport(
      await completeReport({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        id: input.id,
      }),
      env.APP_URL,
    ),
  );
