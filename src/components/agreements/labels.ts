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

const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
export const money = (pence: number) => pounds.format(pence / 100);

const ukTime = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
export const ukDateTime = (iso: string) => ukTime.format(new Date(iso));

export const vehicleName = (v: { make: string | null; model: string | null }) => [v.make, v.model].filter(Boolean).join(" ") || "Unknown make";
