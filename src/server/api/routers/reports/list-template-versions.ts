import { z } from "zod";
import {
  InspectionTemplateVersion,
  TemplateIdInput,
  toInspectionTemplateVersion,
} from "../../../models/inspection-template";
import { listTemplateVersions } from "../../../services/inspection-templates/templates";
import { authorized } from "../../trpc";

/** Settings › Inspection templates: every version of a template, newest first (app only). */
export const listTemplateVersionsProcedure = authorized("reports.read")
  .input(TemplateIdInput)
  .output(z.array(InspectionTemplateVersion))
  .query(async ({ ctx, input }) =>
    (await listTemplateVersions({ companyId: ctx.caller.companyId, id: input.id })).map(
      toInspectionTemplateVersion,
    ),
  );
