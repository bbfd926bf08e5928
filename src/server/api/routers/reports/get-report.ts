import { env } from "~/env";
import { Report, ReportIdInput, toReport } from "../../../models/report";
import { getReport } from "../../../services/reports/find-report";
import { authorized } from "../../trpc";

export const getReportProcedure = authorized("reports.read")
  .meta({
    openapi: { method: "GET", path: "/reports/{id}", tags: ["Reports"], summary: "Get a report" },
  })
  .input(ReportIdInput)
  .output(Report)
  .query(async ({ ctx, input }) =>
    toReport(await getReport({ companyId: ctx.caller.companyId, id: input.id }), env.APP_URL),
  );
