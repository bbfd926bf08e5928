// This phone's answer to the location question (WalkAroundStep), kept in a cookie so the server
// draws the question with the page, or leaves it out, rather than the phone adding it after loading.

/** Whether this phone was asked before, and what it said. */
export type LocationAnswer = "yes" | "no" | null;

export const LOCATION_COOKIE = "kerbside-location";

export function locationAnswer(value: string | undefined): LocationAnswer {
  return value === "yes" || value === "no" ? value : null;
}
