import {
  CreateTemplateInput,
  InspectionTemplate,
  toInspectionTemplate,
} from "../../../models/inspection-template";
import { createTemplate } from "../../../services/inspection-templates/templates";
import { authorized } from "../../trpc";

export const createTemplateProcedure = authorized("templates.manage")
  .meta({
    openapi: {
      method: "POST",
      path: "/inspection-templates",
      tags: ["Inspection templates"],
      summary: "Create an inspection template",
      description:
        "Version 1. `photo_angles` defaults to the eight exterior angles, `odometer_photo_required` and `fuel_photo_required` to `true`, `accessories` to `[]`, `is_default` to `false`; `is_default: true` makes it the default of every pair of body type and report type it covers. Item areas are distinct; an item's `photo_required: true` makes readiness ask for a photo of it.",
    },
    successStatus: 201,
  })
  .input(CreateTemplateInput)
  .output(InspectionTemplate)
  .mutation(async ({ ctx, input }) =>
    toInspectionTemplate(
      await createTemplate({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
    ),
  );
