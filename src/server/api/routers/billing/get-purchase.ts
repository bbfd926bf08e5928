import { z } from "zod";
import { CreditPurchase, toCreditPurchase } from "../../../models/purchase";
import { getPurchase } from "../../../services/credits/purchases";
import { authorized } from "../../trpc";

export const PurchaseIdInput = z
  .object({ id: z.string().meta({ description: "Credit purchase id (`pur_...`)" }) })
  .strict();

export const getPurchaseProcedure = authorized("billing.manage")
  .meta({
    openapi: {
      method: "GET",
      path: "/credits/purchases/{id}",
      tags: ["Credits"],
      summary: "Get a credit purchase",
    },
  })
  .input(PurchaseIdInput)
  .output(CreditPurchase)
  .query(async ({ ctx, input }) =>
    toCreditPurchase(await getPurchase({ companyId: ctx.caller.companyId, purchaseId: input.id })),
  );
