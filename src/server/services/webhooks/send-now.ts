// Attempts made by hand, at once, one attempt each, whether or not the endpoint is
// enabled: a test event (a sample object, never stored or retried) and a resend of a
// stored event (continuing that event's attempt count at this endpoint).
import { db, type Tx } from "../../db";
import { AppError, notFound } from "../../errors";
import { isIdOf, newId } from "../../ids";
import { EVENT_TYPES, toEvent, type Event, type EventType } from "../../models/event";
import type { DeliveryRow } from "../../models/webhook";
import { attemptDelivery, logAttempt } from "./attempt";
import { recordEndpointHealth } from "./endpoint-health";
import { findEndpoint, holdEndpoint } from "./find-endpoint";
import { sampleObject } from "./sample-objects";
import { changesOfNew } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";

const sent = (options: { companyId: string; actor: ActivityActor }, endpointId: string) => ({
  companyId: options.companyId,
  actor: options.actor,
  object: { type: "webhook_endpoint" as const, id: endpointId },
});

/** The endpoint may have been deleted while the attempt was on its way: then there is nothing to log it on. */
async function stillThere(tx: Tx, endpointId: string): Promise<void> {
  if (!(await holdEndpoint(tx, endpointId))) throw notFound("webhook endpoint");
}

export async function sendTestEvent(options: {
  companyId: string;
  actor: ActivityActor;
  endpointId: string;
  type?: EventType;
}): Promise<DeliveryRow> {
  const endpoint = await findEndpoint(options);
  const first = endpoint.events[0];
  const type: EventType =
    options.type ?? EVENT_TYPES.find((t) => t === first) ?? "report.completed";
  const event: Event = {
    id: newId("event"),
    type,
    created_at: new Date().toISOString(),
    data: { object: sampleObject(type) },
  };
  const result = await attemptDelivery(endpoint, event);
  return db.$transaction(async (tx) => {
    await stillThere(tx, endpoint.id);
    const logged = await logAttempt(tx, {
      endpoint,
      event,
      result,
      test: true,
      nextAttemptAt: null,
    });
    await recordActivity(tx, {
      ...sent(options, endpoint.id),
      action: "webhook_endpoint.test_sent",
      changes: changesOfNew({ event_type: type }),
    });
    return logged;
  });
}

export async function resendEvent(options: {
  companyId: string;
  actor: ActivityActor;
  endpointId: string;
  eventId: string;
}): Promise<DeliveryRow> {
  const endpoint = await findEndpoint(options);
  const missing = new AppError("not_found", "No event with that id.", {
    errors: [{ pointer: "/event_id", detail: "No event with that id" }],
  });
  if (!isIdOf("event", options.eventId)) throw missing;
  const row = await db.event.findFirst({
    where: { id: options.eventId, companyId: options.companyId },
  });
  if (!row) throw missing;
  const event = toEvent(row);
  const result = await attemptDelivery(endpoint, event);
  return db.$transaction(async (tx) => {
    await stillThere(tx, endpoint.id);
    const logged = await logAttempt(tx, {
      endpoint,
      event,
      result,
      test: false,
      nextAttemptAt: null,
    });
    await recordEndpointHealth(tx, endpoint, result, new Date());
    await recordActivity(tx, {
      ...sent(options, endpoint.id),
      action: "webhook_endpoint.event_resent",
      changes: changesOfNew({ event_id: event.id }),
    });
    return logged;
  });
}
