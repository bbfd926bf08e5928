import { z } from "zod";
import { CreditTransaction, toCreditTransaction } from "../../../models/credits";
import { getCreditTransaction } from "../../../services/credits/read-credits";
import { authorized } from "../../trpc";

export const getCreditTransactionProcedure = authorized("billing.manage")
  .meta({
    openapi: {
      method: "GET",
      path: "/credits/transactions/{id}",
      tags: ["Credits"],
      summary: "Get a credit transaction",
    },
  })
  .input(
    z
      .object({ id: z.string().meta({ description: "Credit transaction id (`txn_...`)" }) })
      .strict(),
  )
  .output(CreditTransaction)
  .query(async ({ ctx, input }) =>
    toCreditTransaction(
      await getCreditTransaction({ companyId: ctx.caller.companyId, transactionId: input.id }),
    ),
  );
