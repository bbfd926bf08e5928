import { z } from "zod";
import { setRequireTwoStep } from "../../../../services/auth/two-step";
import { liveCompanyProcedure } from "../../../trpc";

/** The Owner's rule: every member signs in with a two-step code. */
export const setTwoStepRuleProcedure = liveCompanyProcedure("team.manage")
  .input(z.object({ required: z.boolean() }).strict())
  .output(z.object({ required: z.boolean() }))
  .mutation(async ({ ctx, input }) => {
    await setRequireTwoStep({
      companyId: ctx.caller.companyId,
      userId: ctx.user.id,
      actor: ctx.caller.actor,
      required: input.required,
    });
    return { required: input.required };
  });
