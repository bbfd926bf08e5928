import { z } from "zod";
import { ForgotPasswordInput } from "../../../models/password";
import { requestPasswordReset } from "../../../services/auth/password-reset";
import { publicProcedure } from "../../trpc";

export const forgotPasswordProcedure = publicProcedure
  .input(ForgotPasswordInput)
  .output(z.object({ sent: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await requestPasswordReset(input, { ip: ctx.ip });
    return { sent: true as const };
  });
