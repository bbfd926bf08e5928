// What a fine is and how the app names it: its kinds, statuses and matches with their words,
// and the days its notice allows.
// No zod here, so that the pages that only name a fine do not download the API's schemas.

export const FINE_STATUSES = ["received", "transferred", "paid", "cancelled"] as const;
export type FineStatus = (typeof FINE_STATUSES)[number];
export const FINE_KINDS = [
  "parking",
  "bus_lane",
  "moving_traffic",
  "speeding",
  "congestion",
  "ulez",
  "caz",
  "toll",
  "other",
] as const;
export type FineKind = (typeof FINE_KINDS)[number];
export const FINE_MATCHES = ["matched", "no_hire", "ambiguous"] as const;
export type FineMatch = (typeof FINE_MATCHES)[number];

export const FINE_KIND_LABELS: Record<FineKind, string> = {
  parking: "Parking",
  bus_lane: "Bus lane",
  moving_traffic: "Moving traffic",
  speeding: "Speeding",
  congestion: "Congestion charge",
  ulez: "ULEZ charge",
  caz: "Clean air zone charge",
  toll: "Toll",
  other: "Other",
};
export const FINE_STATUS_LABELS: Record<FineStatus, string> = {
  received: "Received",
  transferred: "Transferred to hirer",
  paid: "Paid",
  cancelled: "Cancelled",
};
export const FINE_MATCH_LABELS: Record<FineMatch, string> = {
  matched: "Matched",
  no_hire: "No hire",
  ambiguous: "Ambiguous",
};

/** Days a notice allows for the answer: `respond_by` is `notice_date` + 28 days. */
export const RESPONSE_DAYS = 28;
/** The app warns from this many days before `respond_by`. */
export const DUE_SOON_DAYS = 7;

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Whole days from `today` to `respondBy` (both `YYYY-MM-DD`): negative once it has passed. */
export function daysLeft(respondBy: string, today: string): number {
  return Math.round(
    (Date.parse(`${respondBy}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}
