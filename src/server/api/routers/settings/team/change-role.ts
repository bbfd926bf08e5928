import { z } from "zod";
import { RoleSchema, TeamMember, toTeamMember } from "../../../../models/team";
import { changeRole } from "../../../../services/team/change-role";
import { liveCompanyProcedure } from "../../../trpc";

export const changeRoleProcedure = liveCompanyProcedure("team.manage")
  .input(z.object({ user_id: z.string(), role: RoleSchema }).strict())
  .output(TeamMember)
  .mutation(async ({ ctx, input }) =>
    toTeamMember(
      await changeRole({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        userId: input.user_id,
        role: input.role,
      }),
    ),
  );
