import { z } from "zod";
import { email } from "./common";
import { PASSWORD_MIN_LENGTH } from "./sign-up";

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200);

export const ChangePasswordInput = z
  .object({
    current_password: z.string().min(1, "Enter your current password").max(200),
    new_password: newPassword,
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

export const ForgotPasswordInput = z.object({ email }).strict();
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

export const ResetPasswordInput = z
  .object({
    token: z.string().min(1).max(200),
    new_password: newPassword,
  })
  .strict();
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;
