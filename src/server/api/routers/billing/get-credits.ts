import { z } from "zod";
import { CreditBalance } from "../../../models/credits";
import { getCreditBalance } from "../../../services/credits/read-credits";
import { authorized } from "../../trpc";

export const getCreditsProcedure = authorized("credits.read")
  .meta({
    openapi: {
      method: "GET",
      path: "/credits",
      tags: ["Credits"],
      summary: "Get the credit balance",
      description:
        "The company's credits: the balance, what one inspection report costs, and how many reports the balance pays for.",
    },
  })
  .input(z.void())
  .output(CreditBalance)
  .query(async ({ ctx }) => {
    const { balance, reportCost, reportsAvailable } = await getCreditBalance({
      companyId: ctx.caller.companyId,
    });
    return { balance, report_cost: reportCost, reports_available: reportsAvailable };
  });
