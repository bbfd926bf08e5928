import { z } from "zod";
import { email } from "./common";

export const PASSWORD_MIN_LENGTH = 10;

export const SignUpInput = z
  .object({
    company_name: z.string().trim().min(2, "Enter your company's name").max(120),
    name: z.string().trim().min(1, "Enter your name").max(120),
    email,
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(200),
    country: z.string().trim().toUpperCase().length(2, "Choose a country"),
  })
  .strict();
export type SignUpInput = z.infer<typeof SignUpInput>;

/** The token of an emailed sign-up link, as the link carries it. */
export const SignUpToken = z.string().min(20).max(200);

export const ConfirmSignUpInput = z
  .object({ token: SignUpToken, password: z.string().min(1, "Enter your password").max(200) })
  .strict();
export type ConfirmSignUpInput = z.infer<typeof ConfirmSignUpInput>;
