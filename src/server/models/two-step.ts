// Two-step sign-in and signed-in devices: the shapes the settings page and its procedures share.
import { z } from "zod";

export const TWO_STEP_REQUIRED =
  "Your company requires two-step sign-in. Set it up under Settings › Sign-in and security to go on.";

/** A 6-digit code from the app (spaces allowed), as typed. */
export const TwoStepCodeInput = z
  .object({ code: z.string().trim().min(6, "Enter the 6-digit code from your app").max(20) })
  .strict();

export const PasswordAgainInput = z
  .object({ password: z.string().min(1, "Enter your password").max(200) })
  .strict();

export const TwoStepSetup = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_svg: z.string(),
});

export const RecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });

export const TwoStepStatus = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
  required_by_company: z.boolean(),
});

export const SignedInDevice = z.object({
  id: z.string(),
  device: z.string(),
  ip_address: z.string(),
  signed_in_at: z.string(),
  last_active_at: z.string(),
  current: z.boolean(),
});
