// How the hirer's pages, emails and the PDF write dates, money and VRMs: UK local time
// (BST or GMT as in force then) as `Mon 6 Jul 2026, 14:30`, `£1,234.50`, `AB12 CDE`.
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const london = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** `Mon 6 Jul 2026, 14:30` in UK local time. */
export function formatUkDateTime(date: Date): string {
  const parts = Object.fromEntries(london.formatToParts(date).map((p) => [p.type, p.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? "";
  return `${weekday} ${day} ${MONTHS[month - 1] ?? ""} ${year}, ${parts.hour}:${parts.minute}`;
}

/** `2026-07-06 13:30:05 UTC` for the audit trail. */
export const formatUtc = (date: Date) => `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;

const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `£1,234.50` from pence. */
export const formatPence = (pence: number) => pounds.format(pence / 100);

/** `AB12 CDE`: one space before the last three characters (as stored when shorter). */
export const spacedVrm = (vrm: string) => (vrm.length > 4 ? `${vrm.slice(0, -3)} ${vrm.slice(-3)}` : vrm);
