// The outbox: an event is written in the same transaction as the change that caused
// it, so a crash never loses or invents one. In that same transaction it wakes the
// dispatcher (a job), which turns undispatched events into webhook deliveries; a sweep
// every minute catches anything a wake-up missed.
import type { Prisma, Tx } from "../../db";
import { newId } from "../../ids";
import { enqueueJob } from "../../jobs/queue/enqueue";
import type { EventType } from "../../models/event";

export { EVENT_TYPES, type EventType } from "../../models/event";

/** Writes one event; `object` is the resource exactly as the API's GET returns it. */
export async function writeEvent(
  tx: Tx,
  input: { companyId: string; type: EventType; object: Prisma.InputJsonObject },
): Promise<string> {
  const id = newId("event");
  await tx.event.create({
    data: { id, companyId: input.companyId, type: input.type, payload: { object: input.object } },
  });
  await enqueueJob(tx, "events-dispatch", {});
  return id;
}
