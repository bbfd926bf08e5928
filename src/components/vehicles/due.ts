// When an MOT or tax date needs attention: expired (red), due within 30 days (amber),
// fine. Calendar dates are compared as YYYY-MM-DD strings in UK time.
export const DUE_SOON_DAYS = 30;

export type DueState = "expired" | "soon" | "ok" | "unknown";

export function todayIso(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(now);
}

export function addDaysIso(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function dueState(date: string | null, today = todayIso()): DueState {
  if (!date) return "unknown";
  if (date < today) return "expired";
  return date <= addDaysIso(today, DUE_SOON_DAYS) ? "soon" : "ok";
}

export function daysUntil(date: string, today = todayIso()): number {
  return Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}

/** "14 Mar 2027" */
export function formatDate(date: string | null): string {
  if (!date) return "—";
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

export const VEHICLE_STATUS_LABELS = {
  active: "Active",
  off_road: "Off road",
  sold: "Sold",
} as const;
export const BODY_TYPE_LABELS = {
  car: "Car",
  van: "Van",
  hgv: "HGV",
  motorbike: "Motorbike",
} as const;
