import { DeletedObject, InspectionIdInput } from "../../../models/inspection";
import { deleteInspection } from "../../../services/inspections/change-inspection";
import { authorized } from "../../trpc";

export const deleteInspectionProcedure = authorized("reports.write")
  .meta({
    openapi: {
      method: "DELETE",
      path: "/inspections/{id}",
      tags: ["Inspections"],
      summary: "Remove an inspection",
      description:
        "Removes the checklist item and its photos. Drafts only: 409 `invalid_state` otherwise.",
      errorResponses: [404, 409],
    },
  })
  .input(InspectionIdInput)
  .output(DeletedObject)
  .mutation(async ({ ctx, input }) => ({
    ...(await deleteInspection({
      companyId: ctx.caller.companyId,
      actor: ctx.caller.actor,
      id: input.id,
    })),
    deleted: true as const,
  }));
