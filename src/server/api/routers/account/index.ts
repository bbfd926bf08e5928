import { createTRPCRouter } from "../../trpc";
import { changePasswordProcedure } from "./change-password";
import { forgotPasswordProcedure } from "./forgot-password";
import { getDashboardProcedure } from "./get-dashboard";
import { getMeProcedure } from "./get-me";
import { resetPasswordProcedure } from "./reset-password";
import { endOtherSessionsProcedure, endSessionProcedure, listSessionsProcedure } from "./sessions";
import {
  confirmTwoStepProcedure,
  disableTwoStepProcedure,
  regenerateRecoveryCodesProcedure,
  startTwoStepProcedure,
  twoStepStatusProcedure,
} from "./two-step";
import { confirmSignUpProcedure, signUpLinkProcedure, signUpProcedure } from "./sign-up";
import { setTestModeProcedure, testModeProcedure } from "./test-mode";

export const accountRouter = createTRPCRouter({
  me: getMeProcedure,
  dashboard: getDashboardProcedure,
  signUp: signUpProcedure,
  signUpLink: signUpLinkProcedure,
  confirmSignUp: confirmSignUpProcedure,
  changePassword: changePasswordProcedure,
  forgotPassword: forgotPasswordProcedure,
  resetPassword: resetPasswordProcedure,
  twoStep: twoStepStatusProcedure,
  startTwoStep: startTwoStepProcedure,
  confirmTwoStep: confirmTwoStepProcedure,
  regenerateRecoveryCodes: regenerateRecoveryCodesProcedure,
  disableTwoStep: disableTwoStepProcedure,
  sessions: listSessionsProcedure,
  endSession: endSessionProcedure,
  endOtherSessions: endOtherSessionsProcedure,
  testMode: testModeProcedure,
  setTestMode: setTestModeProcedure,
});
