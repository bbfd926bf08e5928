import { z } from "zod";
import { removeMember } from "../../../../services/team/remove-member";
import { liveCompanyProcedure } from "../../../trpc";

export const removeMemberProcedure = liveCompanyProcedure("team.manage")
  .input(z.object({ user_id: z.string() }).strict())
  .output(z.object({ removed: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await removeMember({
      companyId: ctx.caller.companyId,
      actor: ctx.caller.actor,
      actorUserId: ctx.user.id,
      userId: input.user_id,
    });
    return { removed: true as const };
  });
