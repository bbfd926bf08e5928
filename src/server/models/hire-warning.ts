// The hire gate's warnings on an agreement: what stops the vehicle or the hirer going on hire
// (blocking: the handover needs an override reason) and what staff should know first.
// The rule that finds them is services/agreements/hire-warnings.ts.
import { z } from "zod";

/** Every code, in the order an agreement lists them. */
export const HIRE_WARNING_CODES = [
  "mot_expired",
  "untaxed",
  "not_insured",
  "licence_invalid",
  "licence_points",
  "licence_not_checked",
] as const;
export type HireWarningCode = (typeof HIRE_WARNING_CODES)[number];

/** The codes that stop a handover unless it gives an `override_reason`. */
export const BLOCKING_WARNING_CODES: readonly HireWarningCode[] = [
  "mot_expired",
  "untaxed",
  "not_insured",
  "licence_invalid",
];

export const isBlocking = (code: HireWarningCode) => BLOCKING_WARNING_CODES.includes(code);

export const HireWarning = z
  .object({
    code: z.enum(HIRE_WARNING_CODES).meta({
      description:
        "Blocking: `mot_expired`, `untaxed`, `not_insured`, `licence_invalid`; not blocking: `licence_points`, `licence_not_checked`",
    }),
    message: z.string().meta({
      description: "A sentence for a person",
      example: "The MOT of AB12 CDE ran out on 3 Mar 2026.",
    }),
  })
  .meta({ id: "HireWarning" });
export type HireWarning = z.infer<typeof HireWarning>;

export const HireWarnings = z.array(HireWarning).meta({
  description:
    "Computed whenever the agreement is read, from the vehicle and the hirer's latest licence check as they are now; `[]` when none applies. A handover while a blocking one applies needs `override_reason`.",
});

/** Most override reasons are a line; the contract allows 1 to 500 characters. */
export const OVERRIDE_REASON_MAX = 500;

export const OverrideReason = z.string().trim().min(1).max(OVERRIDE_REASON_MAX).meta({
  description:
    "Why the vehicle goes out although a blocking warning applies (1-500 characters); without it such a handover is 409 `hire_blocked`",
  example: "MOT booked for 9am; the hirer drives it straight to the test centre.",
});
