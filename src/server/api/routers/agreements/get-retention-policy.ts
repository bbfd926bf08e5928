import { z } from "zod";
import { RetentionPolicy, toRetentionPolicy } from "../../../models/retention-policy";
import { getRetentionPolicy } from "../../../services/privacy/retention-policy";
import { authorized } from "../../trpc";

export const getRetentionPolicyProcedure = authorized("retention.manage")
  .meta({
    openapi: {
      method: "GET",
      path: "/retention-policy",
      tags: ["Personal data"],
      summary: "Get the retention policy",
      description:
        "How long the company keeps personal data: a daily job strips licence checks older than `licence_check_days`, erases hirers inactive for `inactive_customer_years`, and deletes the PDFs and photos of reports and agreements finished more than `document_years` ago (their file routes then answer 410 `gone`). One policy applies to the company's live and test data alike, whichever key reads it.",
    },
  })
  .input(z.object({}).strict().optional())
  .output(RetentionPolicy)
  .query(async ({ ctx }) =>
    toRetentionPolicy(await getRetentionPolicy({ companyId: ctx.caller.companyId })),
  );
