import { z } from "zod";
import { idOf } from "../../../models/common";
import { InspectionPage, toInspection } from "../../../models/inspection";
import { listInspections } from "../../../services/inspections/list-inspections";
import { authorized } from "../../trpc";

export const ListInspectionsInput = z
  .object({ report_id: idOf("rep", "01jd8x3m5kf3v9w2q7r4t6y8z0") })
  .strict();

export const listInspectionsProcedure = authorized("reports.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/reports/{report_id}/inspections",
      tags: ["Inspections"],
      summary: "List a report's inspections",
      description:
        "The whole checklist in checklist order (a report holds at most 100 inspections, so there is never a next page).",
      errorResponses: [404],
    },
  })
  .input(ListInspectionsInput)
  .output(InspectionPage)
  .query(async ({ ctx, input }) => {
    const rows = await listInspections({
      companyId: ctx.caller.companyId,
      reportId: input.report_id,
    });
    return { data: rows.map(toInspection), has_more: false, next_cursor: null };
  });
