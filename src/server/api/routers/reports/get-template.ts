import {
  InspectionTemplate,
  TemplateIdInput,
  toInspectionTemplate,
} from "../../../models/inspection-template";
import { getTemplate } from "../../../services/inspection-templates/templates";
import { authorized } from "../../trpc";

export const getTemplateProcedure = authorized("reports.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/inspection-templates/{id}",
      tags: ["Inspection templates"],
      summary: "Get an inspection template",
      errorResponses: [404],
    },
  })
  .input(TemplateIdInput)
  .output(InspectionTemplate)
  .query(async ({ ctx, input }) =>
    toInspectionTemplate(await getTemplate({ companyId: ctx.caller.companyId, id: input.id })),
  );
