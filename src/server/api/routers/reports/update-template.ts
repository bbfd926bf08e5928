import {
  InspectionTemplate,
  toInspectionTemplate,
  UpdateTemplateInput,
} from "../../../models/inspection-template";
import { updateTemplate } from "../../../services/inspection-templates/templates";
import { authorized } from "../../trpc";

export const updateTemplateProcedure = authorized("templates.manage")
  .meta({
    openapi: {
      method: "PUT",
      path: "/inspection-templates/{id}",
      tags: ["Inspection templates"],
      summary: "Edit an inspection template",
      description:
        "A changed `items`, `photo_angles`, `odometer_photo_required`, `fuel_photo_required` or `accessories` makes a new `version`; a changed `name`, `body_types` or `report_types` does not; equal values change nothing. Reports keep the version they froze. `is_default: true` takes every pair it covers; `is_default: false` on a default template is 400 on `/is_default`, `archived: true` on one is 400 on `/archived`, and so is leaving out a pair it is the default of (on `/body_types` or `/report_types`); `is_default: true` on an archived template is 400 on `/is_default`. Never deleted.",
      errorResponses: [404],
    },
  })
  .input(UpdateTemplateInput)
  .output(InspectionTemplate)
  .mutation(async ({ ctx, input }) =>
    toInspectionTemplate(
      await updateTemplate({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
    ),
  );
