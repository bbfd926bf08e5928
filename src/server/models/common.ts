// Building blocks shared by the model schemas: ids, timestamps, dates, VRMs.
import { z } from "zod";
import "./zod-messages";

export const timestamp = z.iso
  .datetime()
  .meta({ description: "ISO 8601 UTC timestamp", example: "2026-11-22T10:15:00.000Z" });
export const calendarDate = z.iso
  .date()
  .meta({ description: "Calendar date, YYYY-MM-DD", example: "2027-03-14" });

export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
export const calendarDay = (d: Date) => d.toISOString().slice(0, 10);
export const dateOrNull = (d: Date | null) => (d ? calendarDay(d) : null);

/** A stored string narrowed to one of the model's values; anything else (an old or unknown value) reads as `fallback`. */
export const oneOf = <T extends string, F extends T | null>(
  values: readonly T[],
  value: string | null,
  fallback: F,
): T | F =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

export const idOf = (prefix: string, example: string) =>
  z
    .string()
    .meta({ description: `Identifier, prefix \`${prefix}_\``, example: `${prefix}_${example}` });

/** UK registration: upper case, spaces removed (`ab12 cde` -> `AB12CDE`). The one rule, for the API and the app's fields. */
export const normaliseVrm = (raw: string) => raw.replace(/\s+/g, "").toUpperCase();

/** A normalised VRM the API accepts: 2 to 8 letters and digits. */
export const VRM_PATTERN = /^[A-Z0-9]{2,8}$/;
export const isVrm = (vrm: string) => VRM_PATTERN.test(vrm);

export const vrmInput = z
  .string()
  .trim()
  .transform(normaliseVrm)
  .pipe(z.string().regex(VRM_PATTERN, "must be a UK registration of 2 to 8 letters and digits"))
  .meta({
    description: "Vehicle registration mark; spaces and case are ignored",
    example: "AB12CDE",
  });

export const email = z.email("must be an email address").trim().toLowerCase().max(254);
