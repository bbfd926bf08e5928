import { env } from "~/env";
import { Report, toReport, UpdateReportInput } from "../../../models/report";
import { updateReport } from "../../../services/reports/update-report";
import { authorized } from "../../trpc";

export const updateReportProcedure = authorized("reports.write")
  .meta({
    openapi: {
      method: "PUT",
      path: "/reports/{id}",
      tags: ["Reports"],
      summary: "Update a draft report",
      description:
        "Readings and notes: `odometer`, `odometer_unit`, `fuel_level` or `charge_level` (percent; `charge_level` for electric vehicles), `tyre_readings` (replaces the list), `notes`, `customer_id`. Fields left out stay. Drafts only: 409 `invalid_state` otherwise.",
      errorResponses: [404, 409],
    },
  })
  .input(UpdateReportInput)
  .output(Report)
  .mutation(async ({ ctx, input }) =>
    toReport(
      await updateReport({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
      env.APP_URL,
    ),
  );
