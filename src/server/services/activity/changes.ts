// The before and after of each field that changed, for the activity log. Secrets (keys,
// tokens, password hashes, signature images) are named but never copied: "changed".
import type { Prisma } from "../../db";

export type ActivityChange =
  | { field: string; before: Prisma.InputJsonValue | null; after: Prisma.InputJsonValue | null }
  | { field: string; changed: true };

type Fields = Record<string, unknown>;

// Identity and bookkeeping every object carries; never a change anyone made.
const IGNORED = new Set(["id", "object", "created_at", "createdAt", "updated_at", "updatedAt"]);

function jsonOf(value: unknown): Prisma.InputJsonValue | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}

/** Each field of `after` whose value differs from `before`'s; `secret` fields only as "changed". */
export function changesBetween(
  before: Fields,
  after: Fields,
  options: { secret?: readonly string[] } = {},
): ActivityChange[] {
  const secret = new Set(options.secret ?? []);
  const changes: ActivityChange[] = [];
  for (const field of Object.keys(after)) {
    if (IGNORED.has(field) || after[field] === undefined) continue;
    const was = jsonOf(before[field]);
    const now = jsonOf(after[field]);
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes.push(secret.has(field) ? { field, changed: true } : { field, before: was, after: now });
  }
  return changes;
}

/** The fields of a new object, each from nothing. */
export function changesOfNew(
  after: Fields,
  options: { secret?: readonly string[] } = {},
): ActivityChange[] {
  return changesBetween({}, after, options);
}

/** Fields that changed but are never shown (a regenerated key, a new password). */
export function secretChanges(...fields: string[]): ActivityChange[] {
  return fields.map((field) => ({ field, changed: true as const }));
}

/** The fields of a removed object, each to nothing. */
export function changesOfRemoved(
  before: Fields,
  options: { secret?: readonly string[] } = {},
): ActivityChange[] {
  const gone = Object.fromEntries(Object.keys(before).map((field) => [field, null]));
  return changesBetween(before, gone, options).map((c) =>
    "changed" in c ? c : { ...c, after: null },
  );
}
