import { createTRPCRouter } from "../../trpc";
import { changePasswordProcedure } from "./change-password";
import { forgotPasswordProcedure } from "./forgot-password";
import { resetPasswordProcedure } from "./reset-password";
import { signUpProcedure } from "./sign-up";

export const accountRouter = createTRPCRouter({
  signUp: signUpProcedure,
  changePassword: changePasswordProcedure,
  forgotPassword: forgotPasswordProcedure,
  resetPassword: resetPasswordProcedure,
});
