import { page } from "../../../models/list";
import { CreditPurchase, ListPurchasesQuery, toCreditPurchase } from "../../../models/purchase";
import { listPurchasesPage } from "../../../services/credits/purchases";
import { toPage } from "../../../services/pagination";
import { authorized } from "../../trpc";

export const listPurchasesProcedure = authorized("billing.manage")
  .meta({
    openapi: {
      method: "GET",
      path: "/credits/purchases",
      tags: ["Credits"],
      summary: "List credit purchases",
      description: "Every bundle bought or started, newest first, with its status.",
    },
  })
  .input(ListPurchasesQuery)
  .output(page(CreditPurchase))
  .query(async ({ ctx, input }) =>
    toPage(
      await listPurchasesPage({ companyId: ctx.caller.companyId, query: input }),
      input,
      toCreditPurchase,
    ),
  );
