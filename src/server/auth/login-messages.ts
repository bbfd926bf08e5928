// The login page prints only these fixed sentences, chosen by code: `/login?error=`
// and `?notice=` with any other value print nothing.
export const LOGIN_ERROR = {
  invalid: "CredentialsSignin",
  throttled: "throttled",
  unavailable: "unavailable",
  codeRequired: "code_required",
  codeInvalid: "code_invalid",
} as const;

export const INVALID_LOGIN = "That email and password don't match an account.";

const ERRORS: Record<string, string> = {
  CredentialsSignin: INVALID_LOGIN,
  Configuration: INVALID_LOGIN,
  throttled: "Too many attempts. Wait a few minutes, then try again.",
  unavailable: "We can't log you in just now. Please try again in a minute.",
  SessionRequired: "Log in to see that page.",
  code_required: "Enter the code from your authenticator app.",
  code_invalid:
    "That code isn't right. Enter the newest code from your app, or a recovery code you haven't used.",
};

const NOTICES: Record<string, string> = {
  password_changed:
    "Your password was changed and you were logged out everywhere. Log in with the new password.",
  password_reset: "Your new password is set. Log in with it.",
};

export function loginErrorMessage(code: string | null | undefined): string | null {
  return code && Object.hasOwn(ERRORS, code) ? (ERRORS[code] ?? null) : null;
}

export function loginNotice(code: string | null | undefined): string | null {
  return code && Object.hasOwn(NOTICES, code) ? (NOTICES[code] ?? null) : null;
}
