import { z } from "zod";
import { getMe } from "../../../services/team/get-me";
import { permissionsOf, ROLES } from "../../../services/permissions";
import { staffProcedure } from "../../trpc";

export const Me = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  permissions: z.array(z.string()),
  company: z.object({ id: z.string(), name: z.string(), credit_balance: z.number().int() }),
  /** The company requires two-step sign-in and this member has not set it up: the app shows only the set-up. */
  two_step_setup_required: z.boolean(),
});

export const getMeProcedure = staffProcedure("company.read")
  .meta({ allowBeforeTwoStep: true })
  .input(z.void())
  .output(Me)
  .query(async ({ ctx }) => {
    const me = await getMe({ companyId: ctx.caller.companyId, userId: ctx.user.id });
    return {
      id: me.id,
      name: me.name,
      email: me.email,
      role: me.role,
      permissions: permissionsOf(me.role),
      company: {
        id: me.company.id,
        name: me.company.name,
        credit_balance: me.company.creditBalance,
      },
      two_step_setup_required: ctx.caller.twoStepSetupRequired ?? false,
    };
  });
