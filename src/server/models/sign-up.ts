import { z } from "zod";
import { email } from "./common";

export const PASSWORD_MIN_LENGTH = 10;

export const SignUpInput = z
  .object({
    company_name: z.string().trim().min(2, "Enter your company's name").max(120),
    name: z.string().trim().min(1, "Enter your name").max(120),
    email,
    password: z.string().min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`).max(200),
    country: z.string().trim().toUpperCase().length(2, "Choose a country"),
  })
  .strict();
export type SignUpInput = z.infer<typeof SignUpInput>;
