// Public: the invitee's link is their credential. Answers the email to log in with.
import { z } from "zod";
import { AcceptInvitationInput } from "../../../../models/team";
import { acceptInvitation } from "../../../../services/team/accept-invitation";
import { publicProcedure } from "../../../trpc";

export const acceptInvitationProcedure = publicProcedure
  .input(AcceptInvitationInput)
  .output(z.object({ email: z.string() }))
  .mutation(async ({ input }) => {
    const { email } = await acceptInvitation(input);
    return { email };
  });
