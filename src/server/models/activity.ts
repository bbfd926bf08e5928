// The activity log's shape for the UI and the CSV export: who, when, what, and the
// before and after of each changed field (secrets only as "changed").
import { z } from "zod";
import type { ActivityLog as ActivityRow } from "../db/generated/client";
import { CreatedRange, ListQuery } from "./list";
import { ACTIVITY_OBJECT_TYPES, type ActivityObjectType } from "./activity-words";

export const ACTOR_TYPES = ["user", "api_key", "system", "hirer"] as const;

const JsonValue = z.json();

export const ActivityChange = z.union([
  z.object({ field: z.string(), changed: z.literal(true) }),
  z.object({ field: z.string(), before: JsonValue, after: JsonValue }),
]);
export type ActivityChange = z.infer<typeof ActivityChange>;

export const ActivityEntry = z.object({
  id: z.string(),
  created_at: z.string(),
  actor: z.object({ type: z.enum(ACTOR_TYPES), id: z.string().nullable(), name: z.string() }),
  action: z.string(),
  object: z.object({
    type: z.enum(ACTIVITY_OBJECT_TYPES),
    id: z.string(),
    name: z.string().nullable(),
    parent_id: z.string().nullable(),
  }),
  changes: z.array(ActivityChange),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

export const ActivityFilters = z
  .object({
    actor_id: z.string().min(1).max(64).optional(),
    object_type: z.enum(ACTIVITY_OBJECT_TYPES).optional(),
    ...CreatedRange.shape,
  })
  .strict();
export type ActivityFilters = z.infer<typeof ActivityFilters>;

export const ListActivityQuery = ListQuery.extend(ActivityFilters.shape).strict();
export type ListActivityQuery = z.infer<typeof ListActivityQuery>;

/** One object's page lists its own rows and those of its parts (a report's inspections and photos). */
export const ObjectActivityQuery = ListQuery.extend({
  object_type: z.enum(["report", "agreement", "customer", "vehicle", "fine", "damage_charge"]),
  object_id: z.string().min(1).max(64),
}).strict();
export type ObjectActivityQuery = z.infer<typeof ObjectActivityQuery>;

export function toActivityEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor: {
      type: row.actorType as ActivityEntry["actor"]["type"],
      id: row.actorId,
      name: row.actorName,
    },
    action: row.action,
    object: {
      type: row.objectType as ActivityObjectType,
      id: row.objectId,
      name: row.objectName,
      parent_id: row.parentId,
    },
    changes: ActivityChange.array().parse(row.changes),
  };
}
