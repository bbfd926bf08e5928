import { z } from "zod";
import { email } from "../../../models/common";
import { ConfirmSignUpInput, SignUpInput, SignUpToken } from "../../../models/sign-up";
import {
  confirmSignUp,
  readSignUpRequest,
  requestSignUp,
} from "../../../services/company/sign-up-request";
import { publicProcedure } from "../../trpc";

/** Always answers the same: the next step is in the mailbox, whether or not the email is new. */
export const signUpProcedure = publicProcedure
  .input(SignUpInput)
  .output(z.object({ email }))
  .meta({
    activity: {
      none: "mails a link or a reminder; the company, if any, is made when the link is opened",
    },
  })
  .mutation(async ({ ctx, input }) => {
    await requestSignUp(input, { ip: ctx.ip });
    return { email: input.email };
  });

/** The page of an emailed link: what it is for, or `null` when it can no longer be used. */
export const signUpLinkProcedure = publicProcedure
  .input(z.object({ token: SignUpToken }).strict())
  .output(z.object({ email, company_name: z.string() }).nullable())
  .query(async ({ input }) => {
    const request = await readSignUpRequest(input.token);
    return request && { email: request.email, company_name: request.companyName };
  });

export const confirmSignUpProcedure = publicProcedure
  .meta({
    activity: {
      none: "creates a new company, whose log starts empty; the person who signed up is its first member",
    },
  })
  .input(ConfirmSignUpInput)
  .output(z.object({ email }))
  .mutation(async ({ input }) => {
    const { email: confirmed } = await confirmSignUp(input);
    return { email: confirmed };
  });
