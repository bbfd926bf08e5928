// The activity log's one writer. Call it inside the transaction that makes the change, so
// a rolled-back change records nothing:
//   await recordActivity(tx, { companyId, actor, action: "vehicle.updated", object: { type: "vehicle", id }, changes });
import { Prisma, type Tx } from "../../db";
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

/**
 * The INSERT of one activity row, counted for the request's guard. For a caller that writes
 * it as one part of its own statement (a CTE), so that the change and its record are one round
 * trip; everyone else calls `recordActivity`.
 */
export function activityInsert(input: RecordActivityInput): Prisma.Sql {
  noteRecorded();
  return Prisma.sql`INSERT INTO "ActivityLog" ("id", "companyId", "actorType", "actorId", "actorName", "action", "objectType", "objectId", "parentId", "objectName", "changes")
    VALUES (${newId("activity")}, ${input.companyId}, ${actorColumns(input.actor)}, ${input.action}, ${input.object.type}, ${input.object.id},
      ${input.object.parentId ?? null}, ${input.object.name ?? null}, ${JSON.stringify(input.changes ?? [])}::jsonb)`;
}

export async function recordActivity(tx: Tx, input: RecordActivityInput): Promise<void> {
  await tx.$executeRaw(activityInsert(input));
}
