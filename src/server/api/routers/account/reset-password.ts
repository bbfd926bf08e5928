import { z } from "zod";
import { ResetPasswordInput } from "../../../models/password";
import { resetPassword } from "../../../services/auth/password-reset";
import { publicProcedure } from "../../trpc";

export const resetPasswordProcedure = publicProcedure
  .input(ResetPasswordInput)
  .output(z.object({ reset: z.literal(true) }))
  .mutation(async ({ input }) => {
    await resetPassword(input);
    return { reset: true as const };
  });
