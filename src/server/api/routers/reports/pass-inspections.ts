// "Mark the rest as pass" on the inspection screen: the app's own, not in the public API.
import { z } from "zod";
import { idOf } from "../../../models/common";
import { InspectionPage, toInspection } from "../../../models/inspection";
import { MAX_INSPECTIONS } from "../../../services/inspections/list-inspections";
import { passInspections } from "../../../services/inspections/pass-inspections";
import { authorized } from "../../trpc";

export const PassInspectionsInput = z
  .object({
    report_id: idOf("rep", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
    inspection_ids: z
      .array(idOf("ins", "01jd8x3m5kf3v9w2q7r4t6y8z0"))
      .min(1, "Name at least one checklist item to pass.")
      .max(MAX_INSPECTIONS),
  })
  .strict();

/** Passes the named items still unanswered, in one transaction; answers the whole checklist. */
export const passInspectionsProcedure = authorized("reports.write")
  .input(PassInspectionsInput)
  .output(InspectionPage)
  .mutation(async ({ ctx, input }) => {
    const rows = await passInspections({
      companyId: ctx.caller.companyId,
      actor: ctx.caller.actor,
      reportId: input.report_id,
      inspectionIds: input.inspection_ids,
    });
    return { data: rows.map(toInspection), has_more: false, next_cursor: null };
  });
