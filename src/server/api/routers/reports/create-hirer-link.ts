import { env } from "~/env";
import { HirerLinkInput, ReportWithHirerLink, toReport } from "../../../models/report";
import { createHirerLink } from "../../../services/hirer-inspection/hirer-link";
import { authorized } from "../../trpc";

export const createHirerLinkProcedure = authorized("reports.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/reports/{id}/hirer-link",
      tags: ["Reports"],
      summary: "Send the report to its hirer to inspect",
      description:
        "A new self-inspection link for the report's hirer (the previous one stops working), valid for `expires_in_seconds` (600 to 604,800; default 24 hours). `hirer_url` appears only in this answer; the hirer gets it by email when they have an address. On the page the hirer takes the template's photos, the readings and any damage, and sends: that completes the report (`performed_by: hirer`, `hirer_sent_at`, `report.completed`). A report completed, signed off or cancelled by staff closes the link. 409 `invalid_state` unless the report is a draft that names a customer.",
      errorResponses: [404, 409],
    },
  })
  .input(HirerLinkInput)
  .output(ReportWithHirerLink)
  .mutation(async ({ ctx, input }) => {
    const { report, hirerUrl } = await createHirerLink({
      companyId: ctx.caller.companyId,
      actor: ctx.caller.actor,
      input,
    });
    return { ...toReport(report, env.APP_URL), hirer_url: hirerUrl };
  });
