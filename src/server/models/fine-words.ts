// What a fine is and how the app names it: its kinds, statuses and matches with their words.
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
