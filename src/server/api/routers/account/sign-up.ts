import { z } from "zod";
import { SignUpInput } from "../../../models/sign-up";
import { signUp } from "../../../services/companies/sign-up";
import { publicProcedure } from "../../trpc";

export const signUpProcedure = publicProcedure
  .input(SignUpInput)
  .output(z.object({ company_id: z.string() }))
  .meta({ activity: { none: "creates a new company, whose log starts empty; the person who signed up is its first member" } })
  .mutation(async ({ ctx, input }) => {
    const { companyId } = await signUp(input, { ip: ctx.ip });
    return { company_id: companyId };
  });
