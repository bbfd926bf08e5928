import { z } from "zod";
import { ForgotPasswordInput } from "../../../models/password";
import { requestPasswordReset } from "../../../services/auth/password-reset";
import { publicProcedure } from "../../trpc";

export const forgotPasswordProcedure = publicProcedure
  .input(ForgotPasswordInput)
  .output(z.object({ sent: z.literal(true) }))
  .meta({
    activity: {
      none: "asks for a reset link by email; nothing of a company changes until the link is used",
    },
  })
  .mutation(async ({ ctx, input }) => {
    await requestPasswordReset(input, { ip: ctx.ip });
    return { sent: true as const };
  });
