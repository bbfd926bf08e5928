import {
  CreditTransaction,
  ListCreditTransactionsQuery,
  toCreditTransaction,
} from "../../../models/credits";
import { page } from "../../../models/list";
import { listCreditTransactionsPage } from "../../../services/credits/read-credits";
import { toPage } from "../../../services/pagination";
import { authorized } from "../../trpc";

export const listCreditTransactionsProcedure = authorized("billing.manage")
  .meta({
    openapi: {
      method: "GET",
      path: "/credits/transactions",
      tags: ["Credits"],
      summary: "List credit transactions",
      description:
        "The credit ledger, newest first: every grant, purchase, charge and refund, with the object it was for.",
    },
  })
  .input(ListCreditTransactionsQuery)
  .output(page(CreditTransaction))
  .query(async ({ ctx, input }) =>
    toPage(
      await listCreditTransactionsPage({ companyId: ctx.caller.companyId, query: input }),
      input,
      toCreditTransaction,
    ),
  );
