// Fines in words for the staff app: kinds, statuses and matches by their labels, and how long
// is left to answer the notice (the app warns from 7 days before `respond_by`).
import type { Fine } from "~/server/models/fine";
import { daysLeft, DUE_SOON_DAYS } from "~/server/models/fine-words";
import { formatCalendarDate } from "~/server/models/uk-format";

export {
  FINE_KIND_LABELS,
  FINE_KINDS,
  FINE_MATCH_LABELS,
  FINE_MATCHES,
  FINE_STATUS_LABELS,
  FINE_STATUSES,
} from "~/server/models/fine-words";

const ukDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });

/** Today in the UK, `YYYY-MM-DD`. */
export const ukToday = () => ukDay.format(new Date());

/** A fine still to answer whose `respond_by` is 7 days away or less (or passed). */
export function isDueSoon(fine: Pick<Fine, "status" | "respond_by">, today: string): boolean {
  return fine.status === "received" && daysLeft(fine.respond_by, today) <= DUE_SOON_DAYS;
}

/** `5 days left`, `Due today`, `2 days overdue`. */
export function daysLeftWords(respondBy: string, today: string): string {
  const days = daysLeft(respondBy, today);
  if (days === 0) return "Due today";
  if (days < 0) return `${-days} ${days === -1 ? "day" : "days"} overdue`;
  return `${days} ${days === 1 ? "day" : "days"} left`;
}

/** `Respond by 18 Dec 2026 (5 days left)` while it is still to answer; the date alone after. */
export function respondByWords(fine: Pick<Fine, "status" | "respond_by">, today: string): string {
  const date = formatCalendarDate(fine.respond_by);
  return fine.status === "received" ? `${date} (${daysLeftWords(fine.respond_by, today)})` : date;
}
