import {
  RetentionPolicy,
  toRetentionPolicy,
  UpdateRetentionPolicyInput,
} from "../../../models/retention-policy";
import { updateRetentionPolicy } from "../../../services/privacy/retention-policy";
import { authorized } from "../../trpc";

export const updateRetentionPolicyProcedure = authorized("retention.manage")
  .meta({
    openapi: {
      method: "PUT",
      path: "/retention-policy",
      tags: ["Personal data"],
      summary: "Change the retention policy",
      description:
        "Fields sent change, fields left out stay: `licence_check_days` 30-3,650, `inactive_customer_years` 1-10, `document_years` 1-10. The next daily run applies it. The policy is the company's, for its live and test data alike: a test key cannot change it (403 `forbidden`).",
    },
  })
  .input(UpdateRetentionPolicyInput)
  .output(RetentionPolicy)
  .mutation(async ({ ctx, input }) =>
    toRetentionPolicy(
      await updateRetentionPolicy({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        input,
      }),
    ),
  );
