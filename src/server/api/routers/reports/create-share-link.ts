import { ReportIdInput, ShareLink } from "../../../models/report";
import { createShareLink } from "../../../services/reports/report-pdf";
import { authorized } from "../../trpc";

export const createShareLinkProcedure = authorized("reports.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/reports/{id}/share-link",
      tags: ["Reports"],
      summary: "Share the signed PDF",
      description:
        "A link that downloads the signed PDF without an account, valid 30 days. A new link replaces the previous one. 409 `invalid_state` before sign-off.",
      errorResponses: [404, 409],
    },
  })
  .input(ReportIdInput)
  .output(ShareLink)
  .mutation(async ({ ctx, input }) =>
    createShareLink({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, id: input.id }),
  );
