// Each change of an activity row as a person would say it ("Daily rate £45.00 → £47.50"):
// the one place a stored before and after become words on a staff screen, keyed by field
// name and object type (`field-words.ts`). The CSV export keeps the raw values.
import type { ActivityEntry } from "~/server/models/activity";
import type { ActivityObjectType } from "~/server/models/activity-words";
import { FIELDS, FIELDS_BY_TYPE, type FieldWords } from "./field-words";
import { humanize, instant, money, plain, type Shown } from "./value-words";

export type { Shown };

export type DescribedChange = {
  field: string;
  label: string;
  /** Null when only one side is worth showing: a new object's values, a removed one's. */
  before: Shown | null;
  after: Shown;
  /** A secret (a key, a hirer's name): named, never copied. */
  secret: boolean;
};

// Rows that bring something new: their fields have no "before" worth saying.
const NEW = new Set([
  "created",
  "joined",
  "started",
  "uploaded",
  "test_sent",
  "event_resent",
  "recovery_started",
]);
// Rows that remove something: the values it had.
const GONE = new Set(["deleted", "removed"]);
// Fields the row's own object already says (an inspection's report is the page it is on).
const HIDDEN: Partial<Record<ActivityObjectType, ReadonlySet<string>>> = {
  inspection: new Set(["report_id"]),
};

/** A field not in the table reads by its name: `_pence` as money, `_at` as a UK time, `_id` as the thing. */
function guessed(field: string): FieldWords {
  if (field.endsWith("_pence")) return { label: humanize(field.slice(0, -6)), format: money };
  if (field.endsWith("_at")) return { label: humanize(field.slice(0, -3)), format: instant };
  if (field.endsWith("_id")) return { label: humanize(field.slice(0, -3)) };
  return { label: humanize(field) };
}

export function fieldWords(type: ActivityObjectType, field: string): FieldWords {
  return FIELDS_BY_TYPE[type]?.[field] ?? FIELDS[field] ?? guessed(field);
}

// A secret on a new object is set, on a removed one removed; a signature is added by signing.
const SECRET_WORDS = { new: "set", gone: "removed", changed: "changed", signed: "added" } as const;
const SIGNING = new Set(["signed", "signed_off"]);

export function describeChanges(
  entry: Pick<ActivityEntry, "action" | "object" | "changes">,
): DescribedChange[] {
  const type = entry.object.type;
  const verb = entry.action.split(".").at(-1) ?? "";
  const kind = NEW.has(verb) ? "new" : GONE.has(verb) ? "gone" : "changed";
  const fields = new Set(entry.changes.map((c) => c.field));
  const described: DescribedChange[] = [];
  for (const change of entry.changes) {
    const { field } = change;
    // `vehicle_id` beside `vehicle` says the same thing twice.
    if (HIDDEN[type]?.has(field) || (field.endsWith("_id") && fields.has(field.slice(0, -3))))
      continue;
    const words = fieldWords(type, field);
    if ("changed" in change) {
      const text = SECRET_WORDS[SIGNING.has(verb) ? "signed" : kind];
      described.push({
        field,
        label: words.label,
        before: null,
        after: { text, empty: false },
        secret: true,
      });
      continue;
    }
    const format = words.format ?? plain;
    const before = format(change.before);
    const after = format(change.after);
    if (kind === "new") {
      // A new object's empty fields say nothing.
      if (!after.empty)
        described.push({ field, label: words.label, before: null, after, secret: false });
    } else if (kind === "gone") {
      if (!before.empty)
        described.push({ field, label: words.label, before: null, after: before, secret: false });
    } else {
      // A field set for the first time (handed over at, an override's reason): its value says it.
      const first = change.before === null && before.empty && !after.empty;
      described.push({
        field,
        label: words.label,
        before: first ? null : before,
        after,
        secret: false,
      });
    }
  }
  return described;
}
