// Public: the invitation page reads what the link is for before anyone is signed in.
import { z } from "zod";
import { INVITATION_STATUSES, RoleSchema } from "../../../../models/team";
import { timestamp } from "../../../../models/common";
import { findInvitation } from "../../../../services/team/find-invitation";
import { publicProcedure } from "../../../trpc";

export const InvitationView = z.discriminatedUnion("status", [
  z.object({ status: z.literal("invalid") }),
  z.object({
    status: z.enum(INVITATION_STATUSES),
    company_name: z.string(),
    email: z.string(),
    role: RoleSchema,
    expires_at: timestamp,
  }),
]);

export const getInvitationProcedure = publicProcedure
  .input(z.object({ token: z.string().max(200) }).strict())
  .output(InvitationView)
  .query(async ({ input }) => {
    const view = await findInvitation({ token: input.token });
    if (view.status === "invalid") return { status: "invalid" as const };
    return {
      status: view.status,
      company_name: view.companyName,
      email: view.email,
      role: view.role,
      expires_at: view.expiresAt.toISOString(),
    };
  });
