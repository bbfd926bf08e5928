// Webhook recovery (POST /webhook-endpoints/{id}/recover, contract section 8): after an outage
// on the receiver's side, every event since `since` (and since the endpoint was made) of a
// kind it lists, whose automatic attempts there are over and all failed, or that never went
// to it because it was disabled, is sent once more in the background: one attempt each,
// continuing the event's attempt count, never retried.
// Once, never twice: the request marks each such message `recovering` (a message it makes for
// an event that never went, an existing `failed` or `stopped` one moved by a conditional
// update) in one transaction and counts them; the job claims them in batches
// (`recovering` -> `recovery_sending`, SKIP LOCKED), sends each claimed one once, and writes
// the batch's attempts and outcomes in one transaction. A worker that dies after sending
// leaves its batch claimed: it is not sent again.
import { randomUUID } from "node:crypto";
import { db, type Tx } from "../../db";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { enqueueJob } from "../../jobs/queue/enqueue";
import { toEvent } from "../../models/event";
import type { EndpointRow } from "../../models/webhook";
import { changesOfNew } from "../activity/changes";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { attemptDelivery, isSuccess } from "./attempt";
import { recordEndpointHealth } from "./endpoint-health";
import { findEndpoint, holdEndpoint } from "./find-endpoint";

export const RECOVERY_MAX_DAYS = 14;
const DAY_MS = 86_400_000;
const BATCH = 200;
// Attempts of one batch in flight at once (each waits at most 10 s on the receiver).
const IN_FLIGHT = 50;

const badSince = (detail: string) =>
  new AppError("invalid_request", `The request is not valid. since: ${detail}.`, {
    errors: [{ pointer: "/since", detail }],
  });

/** Marks what is to be sent again and queues the job; answers how many events will be sent. */
export async function startRecovery(options: {
  companyId: string;
  actor: ActivityActor;
  endpointId: string;
  since: string;
}): Promise<{ events: number }> {
  const endpoint = await findEndpoint(options);
  const since = new Date(options.since);
  const now = Date.now();
  if (since.getTime() > now) throw badSince("must not be in the future");
  if (since.getTime() < now - RECOVERY_MAX_DAYS * DAY_MS)
    throw badSince(`must be at most ${RECOVERY_MAX_DAYS} days back`);
  if (!endpoint.enabled) {
    throw new AppError(
      "invalid_state",
      "This endpoint is disabled. Enable it first, then recover its failed deliveries.",
    );
  }
  const from = since > endpoint.createdAt ? since : endpoint.createdAt;
  const all = endpoint.events.includes("*");
  const events = await db.$transaction(async (tx) => {
    if (!(await holdEndpoint(tx, endpoint.id)))
      throw new AppError("not_found", "No webhook endpoint with that id.");
    const never = await tx.$queryRaw<{ id: string }[]>`
      SELECT e.id FROM "Event" e
      WHERE e."companyId" = ${endpoint.companyId} AND e."createdAt" >= ${from}
        AND e."dispatchedAt" IS NOT NULL
        AND (${all} OR e.type = ANY(${endpoint.events}))
        AND NOT EXISTS (
          SELECT 1 FROM "WebhookMessage" m WHERE m."endpointId" = ${endpoint.id} AND m."eventId" = e.id
        )`;
    const made = await tx.webhookMessage.createMany({
      data: never.map((e) => ({
        id: randomUUID(),
        companyId: endpoint.companyId,
        endpointId: endpoint.id,
        eventId: e.id,
        status: "recovering",
      })),
      skipDuplicates: true,
    });
    const moved = await tx.$executeRaw`
      UPDATE "WebhookMessage" m SET status = 'recovering', "nextAttemptAt" = NULL
      FROM "Event" e
      WHERE m."endpointId" = ${endpoint.id} AND m.status IN ('failed', 'stopped')
        AND e.id = m."eventId" AND e."companyId" = ${endpoint.companyId}
        AND e."createdAt" >= ${from}
        AND (${all} OR e.type = ANY(${endpoint.events}))`;
    const count = made.count + moved;
    await recordActivity(tx, {
      companyId: options.companyId,
      actor: options.actor,
      action: "webhook_endpoint.recovery_started",
      object: { type: "webhook_endpoint", id: endpoint.id },
      changes: changesOfNew({ since: from.toISOString(), events: count }),
    });
    if (count > 0) await enqueueJob(tx, "webhook-recovery", { endpointId: endpoint.id });
    return count;
  });
  return { events };
}

async function claim(endpointId: string): Promise<{ id: string; eventId: string }[]> {
  return db.$queryRaw<{ id: string; eventId: string }[]>`
    UPDATE "WebhookMessage" SET status = 'recovery_sending'
    WHERE id IN (
      SELECT id FROM "WebhookMessage"
      WHERE "endpointId" = ${endpointId} AND status = 'recovering'
      ORDER BY "eventId" LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, "eventId"`;
}

type Sent = {
  messageId: string;
  eventId: string;
  eventType: string;
  result: Awaited<ReturnType<typeof attemptDelivery>>;
};

async function sendAll(
  endpoint: EndpointRow,
  claimed: { id: string; eventId: string }[],
): Promise<Sent[]> {
  const rows = await db.event.findMany({ where: { id: { in: claimed.map((c) => c.eventId) } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sent: Sent[] = [];
  const queue = [...claimed];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const row = byId.get(next.eventId);
      if (!row) continue;
      const event = toEvent(row);
      sent.push({
        messageId: next.id,
        eventId: event.id,
        eventType: event.type,
        result: await attemptDelivery(endpoint, event),
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, claimed.length) }, worker));
  return sent;
}

async function logBatch(tx: Tx, endpoint: EndpointRow, sent: Sent[]): Promise<void> {
  const previous = await tx.webhookDelivery.groupBy({
    by: ["eventId"],
    where: { endpointId: endpoint.id, eventId: { in: sent.map((s) => s.eventId) } },
    _count: { _all: true },
  });
  const counts = new Map(previous.map((p) => [p.eventId, p._count._all]));
  const at = new Date();
  await tx.webhookDelivery.createMany({
    data: sent.map((s) => ({
      id: newId("webhookDelivery"),
      companyId: endpoint.companyId,
      endpointId: endpoint.id,
      eventId: s.eventId,
      eventType: s.eventType,
      attempt: (counts.get(s.eventId) ?? 0) + 1,
      status: isSuccess(s.result) ? "succeeded" : "failed",
      responseStatus: s.result.responseStatus,
      responseExcerpt: s.result.responseExcerpt,
      error: s.result.error,
      durationMs: s.result.durationMs,
      test: false,
      nextAttemptAt: null,
      createdAt: at,
    })),
  });
  for (const status of ["succeeded", "failed"] as const) {
    const ids = sent
      .filter((s) => isSuccess(s.result) === (status === "succeeded"))
      .map((s) => s.messageId);
    if (ids.length === 0) continue;
    await tx.webhookMessage.updateMany({
      where: { id: { in: ids }, status: "recovery_sending" },
      data: { status, attempts: { increment: 1 } },
    });
  }
  const outcome = sent.find((s) => isSuccess(s.result)) ?? sent.at(-1);
  if (outcome) await recordEndpointHealth(tx, endpoint, outcome.result, at);
}

/** The job: sends every `recovering` message of the endpoint once, batch by batch. */
export async function recoverDeliveries(options: { endpointId: string }): Promise<number> {
  let total = 0;
  for (;;) {
    const endpoint = await db.webhookEndpoint.findUnique({ where: { id: options.endpointId } });
    if (!endpoint) return total;
    if (!endpoint.enabled) {
      await db.webhookMessage.updateMany({
        where: { endpointId: endpoint.id, status: "recovering" },
        data: { status: "stopped" },
      });
      return total;
    }
    const claimed = await claim(endpoint.id);
    if (claimed.length === 0) return total;
    const sent = await sendAll(endpoint, claimed);
    await db.$transaction(async (tx) => {
      if (await holdEndpoint(tx, endpoint.id)) await logBatch(tx, endpoint, sent);
    });
    total += sent.length;
  }
}
