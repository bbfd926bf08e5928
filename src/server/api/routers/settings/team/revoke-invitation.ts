import { z } from "zod";
import { revokeInvitation } from "../../../../services/team/revoke-invitation";
import { liveCompanyProcedure } from "../../../trpc";

export const revokeInvitationProcedure = liveCompanyProcedure("team.manage")
  .input(z.object({ invitation_id: z.string() }).strict())
  .output(z.object({ revoked: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await revokeInvitation({
      companyId: ctx.caller.companyId,
      actor: ctx.caller.actor,
      invitationId: input.invitation_id,
    });
    return { revoked: true as const };
  });
