import { createTRPCRouter } from "../../trpc";
import { changePasswordProcedure } from "./change-password";
import { forgotPasswordProcedure } from "./forgot-password";
import { resetPasswordProcedure } from "./reset-password";
import { confirmSignUpProcedure, signUpLinkProcedure, signUpProcedure } from "./sign-up";

export const accountRouter = createTRPCRouter({
  signUp: signUpProcedure,
  signUpLink: signUpLinkProcedure,
  confirmSignUp: confirmSignUpProcedure,
  changePassword: changePasswordProcedure,
  forgotPassword: forgotPasswordProcedure,
  resetPassword: resetPasswordProcedure,
});
