import { z } from "zod";
import { ChangePasswordInput } from "../../../models/password";
import { changePassword } from "../../../services/auth/change-password";
import { staffProcedure } from "../../trpc";

export const changePasswordProcedure = staffProcedure("company.read")
  .input(ChangePasswordInput)
  .output(z.object({ changed: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await changePassword({ userId: ctx.user.id, input });
    return { changed: true as const };
  });
