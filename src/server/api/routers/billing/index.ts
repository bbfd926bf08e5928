import { createTRPCRouter } from "../../trpc";
import { confirmPurchaseProcedure } from "./confirm-purchase";
import { createPurchaseProcedure } from "./create-purchase";
import { getCreditTransactionProcedure } from "./get-credit-transaction";
import { getCreditsProcedure } from "./get-credits";
import { getPurchaseProcedure } from "./get-purchase";
import { listBundlesProcedure } from "./list-bundles";
import { listCreditTransactionsProcedure } from "./list-credit-transactions";
import { listPurchasesProcedure } from "./list-purchases";
import { getLowBalanceProcedure, setLowBalanceThresholdProcedure } from "./low-balance";

export const billingRouter = createTRPCRouter({
  credits: getCreditsProcedure,
  transactions: listCreditTransactionsProcedure,
  transaction: getCreditTransactionProcedure,
  bundles: listBundlesProcedure,
  createPurchase: createPurchaseProcedure,
  purchases: listPurchasesProcedure,
  purchase: getPurchaseProcedure,
  confirmPurchase: confirmPurchaseProcedure,
  lowBalance: getLowBalanceProcedure,
  setLowBalanceThreshold: setLowBalanceThresholdProcedure,
});
