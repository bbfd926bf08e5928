import { env } from "~/env";
import { db } from "../../../db";
import { Report, ReportIdInput, toReport } from "../../../models/report";
import { findReport } from "../../../services/reports/find-report";
import { authorized } from "../../trpc";

export const getReportProcedure = authorized("reports.read")
  .meta({ openapi: { method: "GET", path: "/reports/{id}", tags: ["Reports"], summary: "Get a report" } })
  .input(ReportIdInput)
  .output(Report)
  .query(async ({ ctx, input }) => toReport(await findReport(db, ctx.caller.companyId, input.id), env.APP_URL));
