import { CreditPurchase, toCreditPurchase } from "../../../models/purchase";
import { confirmPurchase } from "../../../services/credits/payment-notices";
import { authorized } from "../../trpc";
import { PurchaseIdInput } from "./get-purchase";

/** The Billing page, when the payer comes back from checkout (UI only). */
export const confirmPurchaseProcedure = authorized("billing.manage")
  .input(PurchaseIdInput)
  .output(CreditPurchase)
  .meta({
    activity: {
      none: "applies the payment provider's answer; a settlement records itself, as the payment provider",
    },
  })
  .mutation(async ({ ctx, input }) =>
    toCreditPurchase(
      await confirmPurchase({ companyId: ctx.caller.companyId, purchaseId: input.id }),
    ),
  );
