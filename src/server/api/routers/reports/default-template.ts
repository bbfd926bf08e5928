// For the app only: which template New report preselects for a body type and report type.
import { z } from "zod";
import { ReportTypeField } from "../../../models/report";
import { BODY_TYPES } from "../../../models/vehicle";
import { defaultTemplateId } from "../../../services/inspection-templates/templates";
import { authorized } from "../../trpc";

export const defaultTemplateProcedure = authorized("reports.read")
  .input(z.object({ body_type: z.enum(BODY_TYPES), report_type: ReportTypeField }).strict())
  .output(z.object({ template_id: z.string().nullable() }))
  .query(async ({ ctx, input }) => ({
    template_id: await defaultTemplateId({
      companyId: ctx.caller.companyId,
      bodyType: input.body_type,
      reportType: input.report_type,
    }),
  }));
