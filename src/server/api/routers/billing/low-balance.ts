// The low-balance warning for the app: read by every role (the banner), set by the Owner.
import { z } from "zod";
import { LowBalance, LowBalanceThresholdInput } from "../../../models/purchase";
import { getLowBalance, setLowBalanceThreshold } from "../../../services/credits/low-balance";
import { authorized, staffProcedure } from "../../trpc";

export const getLowBalanceProcedure = authorized("credits.read")
  .input(z.void())
  .output(LowBalance)
  .query(({ ctx }) => getLowBalance({ companyId: ctx.caller.companyId }));

export const setLowBalanceThresholdProcedure = staffProcedure("billing.settings")
  .input(LowBalanceThresholdInput)
  .output(LowBalance)
  .mutation(({ ctx, input }) =>
    setLowBalanceThreshold({
      companyId: ctx.caller.companyId,
      actor: ctx.caller.actor,
      threshold: input.threshold,
    }),
  );
