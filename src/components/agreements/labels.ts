// Words and formats the staff screens use for agreements.
import type { AgreementStatus } from "~/server/models/agreement";

export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = {
  draft: "Draft",
  sent: "Sent for signing",
  signed: "Signed",
  out: "Out on hire",
  closed: "Closed",
  cancelled: "Cancelled",
};

export const STATUS_KEYS = Object.keys(AGREEMENT_STATUS_LABELS) as AgreementStatus[];

export const vehicleName = (v: { make: string | null; model: string | null }) =>
  [v.make, v.model].filter(Boolean).join(" ") || "Unknown make";
