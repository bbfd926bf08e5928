import { createTRPCRouter } from "../../trpc";
import { getCreditTransactionProcedure } from "./get-credit-transaction";
import { getCreditsProcedure } from "./get-credits";
import { listCreditTransactionsProcedure } from "./list-credit-transactions";

export const billingRouter = createTRPCRouter({
  credits: getCreditsProcedure,
  transactions: listCreditTransactionsProcedure,
  transaction: getCreditTransactionProcedure,
});
