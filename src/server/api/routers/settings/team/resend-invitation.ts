import { z } from "zod";
import { TeamInvitation, toTeamInvitation } from "../../../../models/team";
import { resendInvitation } from "../../../../services/team/resend-invitation";
import { liveCompanyProcedure } from "../../../trpc";

export const resendInvitationProcedure = liveCompanyProcedure("team.manage")
  .input(z.object({ invitation_id: z.string() }).strict())
  .output(TeamInvitation)
  .mutation(async ({ ctx, input }) =>
    toTeamInvitation(
      await resendInvitation({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        userId: ctx.user.id,
        invitationId: input.invitation_id,
      }),
    ),
  );
