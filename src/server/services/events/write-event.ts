// The outbox: an event is written in the same transaction as the change that caused
// it, so a crash never loses or invents one. A job delivers the outbox to webhooks.
import type { Prisma, Tx } from "../../db";
import { newId } from "../../ids";

export const EVENT_TYPES = [
  "report.completed",
  "inspection.verdict_flagged",
  "agreement.signed",
  "agreement.closed",
  "licence.checked",
  "vehicle.created",
  "customer.created",
  "credits.purchased",
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** Writes one event; `object` is the resource exactly as the API's GET returns it. */
export async function writeEvent(
  tx: Tx,
  input: { companyId: string; type: EventType; object: Prisma.InputJsonObject },
): Promise<string> {
  const id = newId("event");
  await tx.event.create({
    data: { id, companyId: input.companyId, type: input.type, payload: { object: input.object } },
  });
  return id;
}
