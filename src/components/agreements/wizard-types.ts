// The New agreement wizard's state, and turning its text fields into the create input.
import { rentalDays } from "~/server/models/agreement";

export type Draft = {
  customer: { id: string; name: string; email: string | null } | null;
  vehicle: { id: string; vrm: string; make: string | null; model: string | null } | null;
  startsAt: string;
  endsAt: string;
  dailyRate: string;
  deposit: string;
  excess: string;
  mileage: string;
  reference: string;
  notes: string;
  termsId: string;
};

export const emptyDraft = (): Draft => ({
  customer: null,
  vehicle: null,
  startsAt: "",
  endsAt: "",
  dailyRate: "",
  deposit: "0",
  excess: "0",
  mileage: "",
  reference: "",
  notes: "",
  termsId: "",
});

/** Pounds as typed (`45`, `45.5`, `£1,045.50`) to pence, or null when it is not an amount. */
export function pence(text: string): number | null {
  const cleaned = text.replace(/[£,\s]/g, "");
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** A datetime-local value (the browser's local time) as an ISO timestamp, or null. */
export function instant(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function totals(d: Draft) {
  const start = instant(d.startsAt);
  const end = instant(d.endsAt);
  const rate = pence(d.dailyRate);
  const days = start && end && end > start ? rentalDays(new Date(start), new Date(end)) : null;
  return { start, end, rate, days, total: days !== null && rate !== null ? days * rate : null };
}

export function moneyErrors(
  d: Draft,
): Partial<Record<"startsAt" | "endsAt" | "dailyRate" | "deposit" | "excess" | "mileage", string>> {
  const t = totals(d);
  return {
    startsAt: t.start ? undefined : "Choose when the hire starts.",
    endsAt: !t.end
      ? "Choose when the hire ends."
      : t.start && t.end <= t.start
        ? "The hire must end after it starts."
        : undefined,
    dailyRate: t.rate === null ? "Enter the daily rate in pounds, e.g. 45.00." : undefined,
    deposit: pence(d.deposit) === null ? "Enter the deposit in pounds (0 for none)." : undefined,
    excess: pence(d.excess) === null ? "Enter the excess in pounds (0 for none)." : undefined,
    mileage:
      d.mileage.trim() !== "" && !/^\d{1,6}$/.test(d.mileage.trim())
        ? "Enter whole miles a day, or leave it empty for unlimited."
        : undefined,
  };
}
