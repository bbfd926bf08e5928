// The one way a fuel or charge level is written for people, beside uk-format.ts (money, dates,
// VRMs): on staff screens, PDFs and emails alike, a level as `75%` and a change as `down 50%`.

/** A fuel or charge level, a percentage of a full tank or battery: `75%`. */
export const formatLevel = (percent: number) => `${Math.round(percent)}%`;

/** A change of fuel or charge level (percentage points of a full one): `down 50%`, `up 25%`. */
export function formatLevelChange(points: number): string {
  const change = Math.round(points);
  if (change === 0) return "no change";
  return `${change > 0 ? "up" : "down"} ${formatLevel(Math.abs(change))}`;
}
