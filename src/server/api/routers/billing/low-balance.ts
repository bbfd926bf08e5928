// The low-balance warning for the app: read by every role (the banner), set by the Owner.
import { z } from "zod";
import { getLowBalance, setLowBalanceThreshold } from "../../../services/credits/low-balance";
import { authorized, staffProcedure } from "../../trpc";

export const LowBalance = z.object({ balance: z.number().int(), threshold: z.number().int(), low: z.boolean() });

export const LowBalanceThresholdInput = z
  .object({ threshold: z.number().int("must be a whole number").min(0, "must be 0 or more").max(100_000, "must be at most 100,000") })
  .strict();

export const getLowBalanceProcedure = authorized("credits.read")
  .input(z.void())
  .output(LowBalance)
  .query(({ ctx }) => getLowBalance({ companyId: ctx.caller.companyId }));

export const setLowBalanceThresholdProcedure = staffProcedure("billing.settings")
  .input(LowBalanceThresholdInput)
  .output(LowBalance)
  .mutation(({ ctx, input }) => setLowBalanceThreshold({ companyId: ctx.caller.companyId, threshold: input.threshold }));
