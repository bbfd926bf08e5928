// A licence check's outcome and how the app and the agreement PDF write it. No zod here, so
// that the pages that only name an outcome do not download the API's schemas.

export const LICENCE_OUTCOMES = [
  "valid",
  "points",
  "provisional",
  "expired",
  "disqualified",
] as const;
export type LicenceOutcome = (typeof LICENCE_OUTCOMES)[number];

/** A verdict in words, as the app's licence chips and the agreement PDF write it. */
export function licenceOutcomeLabel(outcome: LicenceOutcome, points: number | null): string {
  switch (outcome) {
    case "valid":
      return "OK to hire";
    case "points":
      return points === null
        ? "Penalty points"
        : `${points} penalty ${points === 1 ? "point" : "points"}`;
    case "disqualified":
      return "Disqualified";
    case "expired":
      return "Licence expired";
    case "provisional":
      return "Provisional licence";
  }
}
