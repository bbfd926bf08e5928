// How one value of an activity row reads: money in pounds, UK dates and times, labels for
// codes, Yes/No, lists and objects summarised. Each format takes the stored JSON value and
// says what a person would; `describe-change.ts` picks the format by field.
import {
  formatCalendarDate,
  formatPence,
  formatUkDateTime,
  formatVrm,
} from "~/server/models/uk-format";

/** A value as shown: `empty` marks "not set", "none" and the like, drawn quieter. */
export type Shown = { text: string; empty: boolean };
export type Format = (value: unknown) => Shown;

const MAX_TEXT = 80;
const shown = (text: string): Shown => ({ text, empty: false });
const none = (text = "not set"): Shown => ({ text, empty: true });
const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;
// An object's id (`rep_01jd8x3m5kf3v9w2q7r4t6y8z0`): a reference, shown as it is.
const ID = /^[a-z]{2,8}_[0-9a-z]{26}$/;

const whole = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });
export const number = (n: number) => whole.format(n);

/** "front_left" -> "Front left"; an enum value nobody gave a label yet. */
export function humanize(code: string): string {
  const words = code.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${number(n)} ${n === 1 ? one : many}`;

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** A value with nothing else known about it: its kind decides. */
export const plain: Format = (value) => {
  if (isEmpty(value)) return none();
  if (typeof value === "boolean") return shown(value ? "Yes" : "No");
  if (typeof value === "number") return shown(String(value));
  if (typeof value === "string") {
    if (ISO_INSTANT.test(value)) return shown(formatUkDateTime(value));
    if (ISO_DAY.test(value)) return shown(formatCalendarDate(value));
    return shown(clip(CODE.test(value) && !ID.test(value) ? humanize(value) : value));
  }
  if (Array.isArray(value)) return list()(value);
  return shown(clip(summary(value as Record<string, unknown>)));
};

/** An object's fields as "Key: value, Key: value" (its id and times left out). */
function summary(object: Record<string, unknown>): string {
  const message = object.message;
  if (typeof message === "string") return message;
  return Object.entries(object)
    .filter(([key, v]) => key !== "id" && !key.endsWith("_at") && !isEmpty(v))
    .map(([key, v]) => `${humanize(key)}: ${plain(v).text}`)
    .join(", ");
}

export const text: Format = (value) =>
  isEmpty(value) ? none() : shown(clip(typeof value === "string" ? value : plain(value).text));

export const money: Format = (value) =>
  typeof value === "number" ? shown(formatPence(value)) : isEmpty(value) ? none() : plain(value);

export const instant: Format = (value) =>
  typeof value === "string" && !Number.isNaN(Date.parse(value))
    ? shown(formatUkDateTime(value))
    : isEmpty(value)
      ? none()
      : plain(value);

export const day: Format = (value) =>
  typeof value === "string" && ISO_DAY.test(value.slice(0, 10))
    ? shown(formatCalendarDate(value))
    : isEmpty(value)
      ? none()
      : plain(value);

export const yesNo: Format = (value) =>
  typeof value === "boolean" ? shown(value ? "Yes" : "No") : plain(value);

export const vrm: Format = (value) =>
  typeof value === "string" && value ? shown(formatVrm(value)) : plain(value);

/** A whole number with a unit: `1,242 cc`, `3 days`. */
export const counted =
  (one: string, many?: string): Format =>
  (value) =>
    typeof value === "number" ? shown(plural(value, one, many)) : plain(value);

/** `12,480` (a mileage). */
export const amount: Format = (value) =>
  typeof value === "number" ? shown(number(value)) : plain(value);

export const percent: Format = (value) =>
  typeof value === "number" ? shown(`${number(value)}%`) : plain(value);

/** A code by its label; a code with no label reads as words. */
export const label =
  (labels: Readonly<Record<string, string>>): Format =>
  (value) =>
    typeof value === "string" && value ? shown(labels[value] ?? humanize(value)) : plain(value);

/** `a, b, c` for a few items, else `N items`; an empty list is `none` (or `emptyText`). */
export const list =
  (
    options: { item?: Format; one?: string; many?: string; few?: number; emptyText?: string } = {},
  ): Format =>
  (value) => {
    if (!Array.isArray(value))
      return isEmpty(value) ? none(options.emptyText ?? "none") : plain(value);
    if (value.length === 0) return none(options.emptyText ?? "none");
    const item = options.item ?? plain;
    if (value.length <= (options.few ?? 3))
      return shown(clip(value.map((v) => item(v).text).join(", ")));
    return shown(plural(value.length, options.one ?? "item", options.many));
  };

/** A hash, shortened: nobody reads 64 hex digits. */
export const fingerprint: Format = (value) =>
  typeof value === "string" && value.length > 12 ? shown(`${value.slice(0, 12)}…`) : plain(value);

/** A field that only ever says that something was added (a ticket's comment). */
export const added: Format = (value) => (isEmpty(value) ? none() : shown("added"));
