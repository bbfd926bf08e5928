// The activity log's one writer. Call it inside the transaction that makes the change, so
// a rolled-back change records nothing:
//   await recordActivity(tx, { companyId, actor, action: "vehicle.updated", object: { type: "vehicle", id }, changes });
import { Prisma, sqlNow, unnestRows, type Tx } from "../../db";
import { newId } from "../../ids";
import type { ActivityObjectType } from "../../models/activity-words";
import type { Actor } from "../permissions";
import { noteRecorded } from "./activity-scope";
import type { ActivityChange } from "./changes";

/** A staff member or the API key (as the request's caller), or something Kerbside did by itself. */
export type ActivityActor =
  Actor | { kind: "system"; name: string } | { kind: "hirer"; name: string };

export const SYSTEM = {
  jobs: { kind: "system", name: "Scheduled job" },
  paymentProvider: { kind: "system", name: "Payment provider" },
  webhookHealth: { kind: "system", name: "Webhook delivery checks" },
  demo: { kind: "system", name: "Demo data" },
  operator: { kind: "system", name: "Kerbside operator" },
} as const satisfies Record<string, ActivityActor>;

export type ObjectType = ActivityObjectType;

export type RecordActivityInput = {
  companyId: string;
  actor: ActivityActor;
  /** `<object>.<verb in the past tense>`: `vehicle.updated`, `report.signed_off`. */
  action: string;
  /**
   * `parentId`: the report of an inspection or photo, the customer of a licence check.
   * `name`: what a person calls it (a VRM, an inspection's area); never personal data.
   */
  object: { type: ObjectType; id: string; parentId?: string; name?: string };
  changes?: ActivityChange[];
};

/** The actor's three columns; a member's name (null here) is read by the INSERT ("Removed member" once gone). */
function actorColumns(actor: ActivityActor): {
  type: string;
  id: string | null;
  name: string | null;
} {
  switch (actor.kind) {
    case "user":
      return { type: "user", id: actor.userId, name: null };
    case "api_key":
      return { type: "api_key", id: null, name: "API key" };
    default:
      return { type: actor.kind, id: null, name: actor.name };
  }
}

/**
 * The INSERT of activity rows, one per input, as part of the caller's own statement (a CTE), so
 * that a change and its record are one round trip: written only `when` that condition holds
 * (say, `EXISTS (SELECT 1 FROM report)`). Each row counts for its request's guard once the
 * statement has run: the caller then calls `noteRecorded()` in that request. Everyone else
 * calls `recordActivity`.
 */
export function activityInsert(
  inputs: readonly RecordActivityInput[],
  when = Prisma.sql`TRUE`,
): Prisma.Sql {
  const rows = inputs.map((input) => {
    const actor = actorColumns(input.actor);
    return {
      id: newId("activity"),
      companyId: input.companyId,
      actorType: actor.type,
      actorId: actor.id,
      actorName: actor.name,
      action: input.action,
      objectType: input.object.type,
      objectId: input.object.id,
      parentId: input.object.parentId ?? null,
      objectName: input.object.name ?? null,
      changes: JSON.stringify(input.changes ?? []),
    };
  });
  const text = "text" as const;
  const columns = {
    id: text,
    companyId: text,
    actorType: text,
    actorId: text,
    actorName: text,
    action: text,
    objectType: text,
    objectId: text,
    parentId: text,
    objectName: text,
    changes: text,
  };
  return Prisma.sql`INSERT INTO "ActivityLog" ("id", "companyId", "actorType", "actorId", "actorName", "action", "objectType", "objectId", "parentId", "objectName", "changes", "createdAt")
    SELECT a."id", a."companyId", a."actorType", a."actorId", COALESCE(a."actorName", (SELECT "name" FROM "User" WHERE "id" = a."actorId"), 'Removed member'),
      a."action", a."objectType", a."objectId", a."parentId", a."objectName", a."changes"::jsonb, ${sqlNow()}
    FROM ${unnestRows("a", columns, rows)}
    WHERE ${when}`;
}

export async function recordActivity(tx: Tx, input: RecordActivityInput): Promise<void> {
  await tx.$executeRaw(activityInsert([input]));
  noteRecorded();
}
