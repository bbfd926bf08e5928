import { z } from "zod";
import {
  TeamInvitation,
  TeamMember,
  toTeamInvitation,
  toTeamMember,
} from "../../../../models/team";
import { listTeam } from "../../../../services/team/list-team";
import { liveCompanyProcedure } from "../../../trpc";

export const TeamList = z.object({
  members: z.array(TeamMember.extend({ is_you: z.boolean() })),
  invitations: z.array(TeamInvitation),
});

export const listTeamProcedure = liveCompanyProcedure("team.manage")
  .input(z.void())
  .output(TeamList)
  .query(async ({ ctx }) => {
    const team = await listTeam({ companyId: ctx.caller.companyId });
    return {
      members: team.members.map((m) => ({ ...toTeamMember(m), is_you: m.id === ctx.user.id })),
      invitations: team.invitations.map(toTeamInvitation),
    };
  });
