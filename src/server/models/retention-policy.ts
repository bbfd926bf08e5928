// A company's retention policy (contract section 8, "A hirer's personal data"): how long licence
// checks keep their details, how long an inactive hirer is kept, and how long signed PDFs and
// photos are kept after a report or agreement is finished.
import { z } from "zod";

export const RETENTION_DEFAULTS = {
  licenceCheckDays: 180,
  inactiveCustomerYears: 6,
  documentYears: 6,
} as const;

const whole = (min: number, max: number, description: string, example: number) =>
  z.number().int().min(min).max(max).meta({ description, example });

const fields = {
  licence_check_days: whole(
    30,
    3650,
    "Days a licence check keeps its details; older checks keep only the outcome and dates",
    180,
  ),
  inactive_customer_years: whole(
    1,
    10,
    "Years after a hirer's newest agreement, report, charge or fine (or their creation) before their personal data is erased",
    6,
  ),
  document_years: whole(
    1,
    10,
    "Years after a report is signed off or cancelled, or an agreement closed or cancelled, before its PDFs and photos are deleted",
    6,
  ),
};

export const RetentionPolicy = z.object(fields).meta({ id: "RetentionPolicy" });
export type RetentionPolicy = z.infer<typeof RetentionPolicy>;

export const UpdateRetentionPolicyInput = z.object(fields).partial().strict();
export type UpdateRetentionPolicyInput = z.infer<typeof UpdateRetentionPolicyInput>;

export type RetentionPolicyRow = {
  licenceCheckDays: number;
  inactiveCustomerYears: number;
  documentYears: number;
};

export function toRetentionPolicy(row: RetentionPolicyRow): RetentionPolicy {
  return {
    licence_check_days: row.licenceCheckDays,
    inactive_customer_years: row.inactiveCustomerYears,
    document_years: row.documentYears,
  };
}
