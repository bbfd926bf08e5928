import { env } from "~/env";
import { page } from "../../../models/list";
import { ListReportsInput, Report, toReport } from "../../../models/report";
import { listReports } from "../../../services/reports/list-reports";
import { toPage } from "../../../services/pagination";
import { authorized } from "../../trpc";

export const listReportsProcedure = authorized("reports.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/reports",
      tags: ["Reports"],
      summary: "List and search reports",
      description:
        "Newest first. Filter by `status`, `type`, `vrm`, `vehicle_id`, `customer_id`, `agreement_id` and `created_from`/`created_to` (inclusive).",
    },
  })
  .input(ListReportsInput)
  .output(page(Report))
  .query(async ({ ctx, input }) =>
    toPage(await listReports({ companyId: ctx.caller.companyId, query: input }), input, (row) =>
      toReport(row, env.APP_URL),
    ),
  );
