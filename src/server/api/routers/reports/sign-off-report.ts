import { env } from "~/env";
import { Report, SignOffReportInput, toReport } from "../../../models/report";
import { signOffReport } from "../../../services/reports/sign-off-report";
import { authorized } from "../../trpc";

export const signOffReportProcedure = authorized("reports.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/reports/{id}/sign-off",
      tags: ["Reports"],
      summary: "Sign a report off",
      description:
        "completed -> signed_off. Renders the signed PDF once and freezes it (`pdf_sha256` is the SHA-256 of its bytes; download it from `GET /reports/{id}/pdf`). The linked customer, if they have an email address, receives the PDF. `signature_png` (base64 PNG) is optional through the API. 409 `invalid_state` unless the report is completed.",
      errorResponses: [404, 409],
    },
  })
  .input(SignOffReportInput)
  .output(Report)
  .mutation(async ({ ctx, input }) =>
    toReport(
      await signOffReport({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
      env.APP_URL,
    ),
  );
