import { z } from "zod";
import { TeamMember, toTeamMember } from "../../../../models/team";
import { transferOwnership } from "../../../../services/team/transfer-ownership";
import { liveCompanyProcedure } from "../../../trpc";

/** The Owner hands the company to another member (who becomes an Owner; the Owner a Manager). */
export const transferOwnershipProcedure = liveCompanyProcedure("team.manage")
  .input(
    z
      .object({
        user_id: z.string().max(100),
        password: z.string().min(1, "Enter your password").max(200),
      })
      .strict(),
  )
  .output(TeamMember)
  .mutation(async ({ ctx, input }) =>
    toTeamMember(
      await transferOwnership({
        companyId: ctx.caller.companyId,
        ownerId: ctx.user.id,
        actor: ctx.caller.actor,
        toUserId: input.user_id,
        password: input.password,
      }),
    ),
  );
