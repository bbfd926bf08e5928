// The activity log's one writer. Call it inside the transaction that makes the change, so
// a rolled-back change records nothing:
//   await recordActivity(tx, { companyId, actor, action: "vehicle.updated", object: { type: "vehicle", id }, changes });
import { Prisma, sqlNow, type Tx } from "../../db";
import { newId } from "../../ids";
import type { ActivityObjectType } from "../../models/activity";
import type { Actor } from "../permissions";
import { noteRecorded } from "./activity-scope";
import type { ActivityChange } from "./changes";

/** A staff member or the API key (as the request's caller), or something Kerbside did by itself. */
export type ActivityActor = Actor | { kind: "system"; name: string } | { kind: "hirer"; name: string };

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

/** The actor's three columns; a member's name is read in the same statement ("Removed member" once gone). */
function actorColumns(actor: ActivityActor): Prisma.Sql {
  switch (actor.kind) {
    case "user":
      return Prisma.sql`'user', ${actor.userId}, COALESCE((SELECT "name" FROM "User" WHERE "id" = ${actor.userId}), 'Removed member')`;
    case "api_key":
      return Prisma.sql`'api_key', NULL, 'API key'`;
    default:
      return Prisma.sql`${actor.kind}, NULL, ${actor.name}`;
  }
}

function activityInsert(input: RecordActivityInput, when: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`INSERT INTO "ActivityLog" ("id", "companyId", "actorType", "actorId", "actorName", "action", "objectType", "objectId", "parentId", "objectName", "changes", "createdAt")
    SELECT ${newId("activity")}, ${input.companyId}, ${actorColumns(input.actor)}, ${input.action}, ${input.object.type}, ${input.object.id},
      ${input.object.parentId ?? null}, ${input.object.name ?? null}, ${JSON.stringify(input.changes ?? [])}::jsonb, ${sqlNow()}
    WHERE ${when}`;
}

/**
 * Records one activity row as part of the caller's own statement (a CTE), so that a change and
 * its record are one round trip: `statement` gets the row's INSERT, written only `when` that
 * condition holds (say, `EXISTS (SELECT 1 FROM report)`), and runs it; the row counts for the
 * request's guard once it has. Everyone else calls `recordActivity`.
 */
export async function withActivityInsert<T>(input: RecordActivityInput, statement: (insert: Prisma.Sql) => Promise<T>, when = Prisma.sql`TRUE`): Promise<T> {
  const result = await statement(activityInsert(input, when));
  noteRecorded();
  return result;
}

export async function recordActivity(tx: Tx, input: RecordActivityInput): Promise<void> {
  await withActivityInsert(input, (insert) => tx.$executeRaw(insert));
}
