// The one place money, VRMs and dates are written for people: staff screens, the hirer's
// pages, emails and PDFs. UK local time (BST or GMT as in force then) as `Mon 6 Jul 2026,
// 14:30`, calendar dates as `6 Jul 2026`, money as `£1,234.50`, a VRM as `AB12 CDE`.
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

const asDate = (value: Date | string) => (typeof value === "string" ? new Date(value) : value);

function londonParts(value: Date | string) {
  const parts = Object.fromEntries(
    london.formatToParts(asDate(value)).map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** `Mon 6 Jul 2026, 14:30` in UK local time, from a Date or an ISO timestamp. */
export function formatUkDateTime(value: Date | string): string {
  const { year, month, day, time } = londonParts(value);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? "";
  return `${weekday} ${day} ${MONTHS[month - 1] ?? ""} ${year}, ${time}`;
}

/** `6 Jul 2026`: the UK calendar day of a moment (a Date or an ISO timestamp). */
export function formatUkDate(value: Date | string): string {
  const { year, month, day } = londonParts(value);
  return `${day} ${MONTHS[month - 1] ?? ""} ${year}`;
}

/** `6 Jul 2026` for a calendar date (`YYYY-MM-DD`, or a Date at midnight UTC as stored). */
export function formatCalendarDate(value: Date | string): string {
  const iso = typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1] ?? ""} ${year}`;
}

/** `2026-07-06 13:30:05 UTC` for the audit trail. */
export const formatUtc = (date: Date) => `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;

const pounds = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `£1,234.50` from pence. */
export const formatPence = (pence: number) => pounds.format(pence / 100);

/**
 * A VRM as on its plate where the space's place is certain: `AB12 CDE` (current), `A123 BCD`
 * (prefix), one space before the last three characters; anything else (suffix `ABC123D`,
 * dateless, personalised) as stored.
 */
export function formatVrm(vrm: string): string {
  const v = vrm.replace(/\s+/g, "").toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z]{3}$/.test(v) || /^[A-Z]\d{1,3}[A-Z]{3}$/.test(v)
    ? `${v.slice(0, -3)} ${v.slice(-3)}`
    : v;
}
