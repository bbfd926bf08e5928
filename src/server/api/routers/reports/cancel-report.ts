import { env } from "~/env";
import { Report, ReportIdInput, toReport } from "../../../models/report";
import { cancelReport } from "../../../services/reports/update-report";
import { authorized } from "../../trpc";

export const cancelReportProcedure = authorized("reports.write")
  .meta({
    openapi: {
      method: "DELETE",
      path: "/reports/{id}",
      tags: ["Reports"],
      summary: "Cancel a draft report",
      description:
        "The report's status becomes `cancelled`; it is kept for audit and the credit is not refunded. Drafts only: 409 `invalid_state` otherwise.",
      errorResponses: [404, 409],
    },
  })
  .input(ReportIdInput)
  .output(Report)
  .mutation(async ({ ctx, input }) =>
    toReport(
      await cancelReport({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        id: input.id,
      }),
      env.APP_URL,
    ),
  );
