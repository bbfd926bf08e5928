import { InviteMemberInput, TeamInvitation, toTeamInvitation } from "../../../../models/team";
import { inviteMember } from "../../../../services/team/invite-member";
import { liveCompanyProcedure } from "../../../trpc";

export const inviteMemberProcedure = liveCompanyProcedure("team.manage")
  .input(InviteMemberInput)
  .output(TeamInvitation)
  .mutation(async ({ ctx, input }) =>
    toTeamInvitation(
      await inviteMember({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        userId: ctx.user.id,
        input,
      }),
    ),
  );
