import { CreatePurchaseInput, CreditPurchase, toCreditPurchase } from "../../../models/purchase";
import { createPurchase } from "../../../services/credits/purchases";
import { authorized } from "../../trpc";

export const createPurchaseProcedure = authorized("billing.manage")
  .meta({
    openapi: {
      method: "POST",
      path: "/credits/purchases",
      tags: ["Credits"],
      summary: "Buy a credit bundle",
      description:
        "Starts buying the bundle `bundle_id` and answers the purchase, `pending`, with its `checkout_url`: send the payer there. Nothing is credited before payment; once paid, the credits, one `purchase` ledger entry and the `credits.purchased` event arrive together, exactly once. An unknown bundle is 404 on `/bundle_id`; 502 `payment_provider_unavailable` creates nothing.",
      errorResponses: [404, 502],
    },
    successStatus: 201,
  })
  .input(CreatePurchaseInput)
  .output(CreditPurchase)
  .mutation(async ({ ctx, input }) =>
    toCreditPurchase(
      await createPurchase({ companyId: ctx.caller.companyId, actor: ctx.caller.actor, input }),
    ),
  );
