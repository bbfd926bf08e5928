import { Inspection, InspectionIdInput, toInspection } from "../../../models/inspection";
import { getInspection } from "../../../services/inspections/find-inspection";
import { authorized } from "../../trpc";

export const getInspectionProcedure = authorized("reports.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/inspections/{id}",
      tags: ["Inspections"],
      summary: "Get an inspection",
    },
  })
  .input(InspectionIdInput)
  .output(Inspection)
  .query(async ({ ctx, input }) =>
    toInspection(await getInspection({ companyId: ctx.caller.companyId, id: input.id })),
  );
