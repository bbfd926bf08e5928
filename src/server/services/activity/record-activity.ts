// The activity log's one writer. Call it inside the transaction that makes the change, so
// a rolled-back change records nothing:
//   await recordActivity(tx, { companyId, actor, action: "vehicle.updated", object: { type: "vehicle", id }, changes });
import type { Tx } from "../../db";
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

async function actorFields(tx: Tx, actor: ActivityActor): Promise<{ actorType: string; actorId: string | null; actorName: string }> {
  switch (actor.kind) {
    case "user": {
      const user = await tx.user.findUnique({ where: { id: actor.userId }, select: { name: true } });
      return { actorType: "user", actorId: actor.userId, actorName: user?.name ?? "Removed member" };
    }
    case "api_key":
      return { actorType: "api_key", actorId: null, actorName: "API key" };
    default:
      return { actorType: actor.kind, actorId: null, actorName: actor.name };
  }
}

export async function recordActivity(tx: Tx, input: RecordActivityInput): Promise<void> {
  await tx.activityLog.create({
    data: {
      id: newId("activity"),
      companyId: input.companyId,
      ...(await actorFields(tx, input.actor)),
      action: input.action,
      objectType: input.object.type,
      objectId: input.object.id,
      parentId: input.object.parentId ?? null,
      objectName: input.object.name ?? null,
      changes: input.changes ?? [],
    },
  });
  noteRecorded();
}
