import { Agreement, CreateAgreementInput, toAgreement } from "../../../models/agreement";
import { createAgreement } from "../../../services/agreements/write-agreement";
import { authorized } from "../../trpc";

export const createAgreementProcedure = authorized("agreements.write")
  .meta({
    openapi: {
      method: "POST",
      path: "/agreements",
      tags: ["Agreements"],
      summary: "Create a rental agreement",
      description:
        "A `draft` for the hirer `customer_id` and the vehicle `vehicle_id` (404 on the field when either is unknown or another company's). `terms_id` defaults to the default template; the template's current version is frozen. `rental_days` counts started 24-hour periods from `starts_at` to `ends_at` (after `starts_at`, else 400 on `/ends_at`); `total_pence` = `rental_days` x `daily_rate_pence`. No availability check: agreements of one vehicle may overlap.",
      errorResponses: [404],
    },
    successStatus: 201,
  })
  .input(CreateAgreementInput)
  .output(Agreement)
  .mutation(async ({ ctx, input }) =>
    toAgreement(
      await createAgreement({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
    ),
  );
