import { env } from "~/env";
import { CreateReportInput, Report, toReport } from "../../../models/report";
import { createReport } from "../../../services/reports/create-report";
import { authorized } from "../../trpc";

export const createReportProcedure = authorized("reports.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/reports",
      tags: ["Reports"],
      summary: "Create a report",
      description:
        "Starts a draft inspection report for the vehicle with `vrm`, with the default checklist for its body type and the report type. Costs 1 credit, charged atomically with the creation (402 `insufficient_credits` creates nothing). A VRM new to the fleet is added from the registry first (fires `vehicle.created`); 422 `vrm_not_found` and 502 `registry_unavailable` charge and create nothing. `customer_id` must be one of your customers. `agreement_id` must be one of your agreements (else 404 on `/agreement_id`).",
      errorResponses: [402, 404, 422, 502],
    },
    successStatus: 201,
  })
  .input(CreateReportInput)
  .output(Report)
  .mutation(async ({ ctx, input }) =>
    toReport(
      await createReport({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
      env.APP_URL,
    ),
  );
