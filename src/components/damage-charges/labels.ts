// Words for damage charges on staff screens: status chips and the days left to answer.
import type { DamageCharge, DamageChargeStatus } from "~/server/models/damage-charge";

export const CHARGE_STATUS_LABELS: Record<DamageChargeStatus, string> = {
  draft: "Draft",
  sent: "Waiting for the hirer",
  accepted: "Accepted",
  disputed: "Disputed",
  collected: "Collected",
  waived: "Waived",
};

export const CHARGE_STATUS_TONES: Record<DamageChargeStatus, string> = {
  draft: "bg-slate-100 text-slate-800",
  sent: "bg-amber-100 text-amber-900",
  accepted: "bg-green-100 text-green-900",
  disputed: "bg-red-100 text-red-900",
  collected: "bg-blue-100 text-blue-900",
  waived: "bg-slate-100 text-slate-700",
};

/** "4 days left to answer", "Answer time passed", or null when nobody is waiting. */
export function daysLeftWords(charge: DamageCharge, now = Date.now()): string | null {
  if (charge.status !== "sent" || !charge.respond_by) return null;
  const ms = new Date(charge.respond_by).getTime() - now;
  if (ms <= 0) return "Answer time passed: you can collect";
  const days = Math.ceil(ms / 86_400_000);
  return `${days} ${days === 1 ? "day" : "days"} left to answer`;
}
