import {
  InspectionTemplate,
  ListTemplatesInput,
  toInspectionTemplate,
} from "../../../models/inspection-template";
import { page } from "../../../models/list";
import { listTemplates } from "../../../services/inspection-templates/templates";
import { toPage } from "../../../services/pagination";
import { authorized } from "../../trpc";

export const listTemplatesProcedure = authorized("reports.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/inspection-templates",
      tags: ["Inspection templates"],
      summary: "List inspection templates",
      description:
        "Newest first. Filters: `body_type`, `report_type` (templates covering it), `archived` (`true` lists only archived templates; without it, only those not archived). Every company starts with four built-in templates, one per body type, each the default of its pairs.",
    },
  })
  .input(ListTemplatesInput)
  .output(page(InspectionTemplate))
  .query(async ({ ctx, input }) =>
    toPage(
      await listTemplates({ companyId: ctx.caller.companyId, query: input }),
      input,
      toInspectionTemplate,
    ),
  );
