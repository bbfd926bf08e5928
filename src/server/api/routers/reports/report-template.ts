// For the app only: what the report's frozen template asks of the inspector (the walk-around
// angles in order, the odometer and fuel photo rules); null for a report made before templates.
import { z } from "zod";
import { PhotoAngleField } from "../../../models/media";
import { ReportIdInput } from "../../../models/report";
import { getReportTemplate } from "../../../services/inspection-templates/templates";
import { authorized } from "../../trpc";

export const ReportTemplateRules = z
  .object({
    photo_angles: z.array(PhotoAngleField),
    odometer_photo_required: z.boolean(),
    fuel_photo_required: z.boolean(),
  })
  .nullable();

export const reportTemplateProcedure = authorized("reports.read")
  .input(ReportIdInput)
  .output(ReportTemplateRules)
  .query(async ({ ctx, input }) => {
    const template = await getReportTemplate({ companyId: ctx.caller.companyId, id: input.id });
    return template
      ? {
          photo_angles: template.photo_angles,
          odometer_photo_required: template.odometer_photo_required,
          fuel_photo_required: template.fuel_photo_required,
        }
      : null;
  });
