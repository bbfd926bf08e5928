// The `webhook-delivery` jobs: each is one automatic attempt of one event at one endpoint. A
// worker takes a fetched batch of them together: one read of their messages, endpoints and
// events, the attempts sent side by side, then one transaction that records every attempt with
// its message's change (a conditional update: an attempt already recorded, by a job run twice,
// is not recorded again), queues each failure's next attempt (WEBHOOK_RETRY_SCHEDULE_SECONDS,
// up to 10 % jitter, never earlier than a 429/503's Retry-After) and updates the endpoints'
// health. A statement that fails takes the batch's transaction with it, so then each attempt
// is recorded on its own and only the one that fails again fails its job.
import { env } from "~/env";
import { db, unnestRows, type Tx } from "../../db";
import type { WebhookResponse } from "../../integrations/webhooks/send-webhook";
import { newId } from "../../ids";
import { enqueueJobs } from "../../jobs/queue/enqueue";
import type { JobPayloads } from "../../jobs/queue/types";
import { toEvent, type EventRow } from "../../models/event";
import type { EndpointRow } from "../../models/webhook";
import { attemptDelivery, isSuccess } from "./attempt";
import { recordEndpointsHealth } from "./endpoint-health";

export type DeliveryJob = JobPayloads["webhook-delivery"];

/** Seconds until the next automatic attempt after failed attempt number `attempt`, or null after the last one. */
export function nextDelaySeconds(
  attempt: number,
  result: WebhookResponse,
  schedule = env.WEBHOOK_RETRY_SCHEDULE_SECONDS,
  random = Math.random,
): number | null {
  if (isSuccess(result) || result.responseStatus === 410) return null;
  const base = schedule[attempt - 1];
  if (base === undefined) return null;
  const jittered = base * (1 + 0.1 * random());
  const retryAfter =
    result.responseStatus === 429 || result.responseStatus === 503
      ? (result.retryAfterSeconds ?? 0)
      : 0;
  return Math.max(jittered, retryAfter);
}

type Message = {
  id: string;
  companyId: string;
  endpointId: string;
  eventId: string;
  status: string;
  attempts: number;
};
type Due = { message: Message; attempt: number; endpoint: EndpointRow; event: EventRow };
type Sent = Due & { result: WebhookResponse; nextAttemptAt: Date | null };

/** The messages of `jobs` with their events, in one statement (an event of another company is not its event). */
async function readMessages(ids: string[]): Promise<(Message & { event: EventRow | null })[]> {
  const rows = await db.$queryRaw<
    (Message & {
      eventType: string | null;
      eventCreatedAt: Date | null;
      payload: string | null;
      dispatchedAt: Date | null;
    })[]
  >`
    SELECT m."id", m."companyId", m."endpointId", m."eventId", m."status", m."attempts",
      e."type" AS "eventType", e."createdAt" AS "eventCreatedAt", e."payload"::text AS "payload",
      e."dispatchedAt"
    FROM "WebhookMessage" m
    LEFT JOIN "Event" e ON e."id" = m."eventId" AND e."companyId" = m."companyId"
    WHERE m."id" = ANY(${ids}::text[])`;
  return rows.map(({ eventType, eventCreatedAt, payload, dispatchedAt, ...message }) => ({
    ...message,
    event:
      eventType === null || eventCreatedAt === null || payload === null
        ? null
        : {
            id: message.eventId,
            companyId: message.companyId,
            type: eventType,
            createdAt: eventCreatedAt,
            payload: JSON.parse(payload) as EventRow["payload"],
            dispatchedAt,
          },
  }));
}

/** The attempts `jobs` are due to make now; stops the messages whose endpoint no longer takes them. */
async function dueAttempts(jobs: DeliveryJob[]): Promise<Due[]> {
  const ids = [...new Set(jobs.map((j) => j.messageId))];
  // Side by side, each on a connection of its own: the endpoints are read in their own statement.
  const [messages, endpointRows] = await Promise.all([
    readMessages(ids),
    db.$queryRaw<EndpointRow[]>`
      SELECT ep.* FROM "WebhookEndpoint" ep
      WHERE ep."id" IN (SELECT "endpointId" FROM "WebhookMessage" WHERE "id" = ANY(${ids}::text[]))`,
  ]);
  const endpoints = new Map(endpointRows.map((e) => [e.id, e]));
  const asked = new Set(jobs.map((j) => `${j.messageId} ${j.attempt}`));
  const due: Due[] = [];
  const stopped: string[] = [];
  for (const { event, ...message } of messages) {
    // Gone with its endpoint, finished, or this attempt already made (a job run twice).
    const endpoint = endpoints.get(message.endpointId);
    if (!endpoint || message.status !== "pending") continue;
    if (!asked.has(`${message.id} ${message.attempts + 1}`)) continue;
    // Disabled since (or enabled again after the event): nothing more is sent automatically.
    if (!event || !endpoint.enabled || event.createdAt < endpoint.enabledAt)
      stopped.push(message.id);
    else due.push({ message, attempt: message.attempts + 1, endpoint, event });
  }
  if (stopped.length > 0)
    await db.webhookMessage.updateMany({
      where: { id: { in: stopped }, status: "pending" },
      data: { status: "stopped", nextAttemptAt: null },
    });
  return due;
}

// Attempts answered while others of their batch still wait are recorded after this long, not
// after the slowest (up to 10 s): a worker that dies meanwhile would make them again.
const WAVE_MS = 200;

/** Sends every attempt of `due` at once; calls `done` with the attempts answered so far, wave by wave, until all are. */
async function send(due: Due[], done: (wave: Sent[]) => Promise<void>): Promise<void> {
  const bodies = new Map<string, ReturnType<typeof toEvent>>();
  const answered: Sent[] = [];
  const all = Promise.all(
    due.map(async (d) => {
      let event = bodies.get(d.event.id);
      if (!event) bodies.set(d.event.id, (event = toEvent(d.event)));
      const result = await attemptDelivery(d.endpoint, event);
      const delay = nextDelaySeconds(d.attempt, result);
      const nextAttemptAt = delay === null ? null : new Date(Date.now() + delay * 1000);
      answered.push({ ...d, result, nextAttemptAt });
    }),
  );
  let recorded = 0;
  while (recorded < due.length) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([all, new Promise((resolve) => (timer = setTimeout(resolve, WAVE_MS)))]);
    clearTimeout(timer);
    const wave = answered.splice(0);
    recorded += wave.length;
    if (wave.length > 0) await done(wave);
  }
}

const ATTEMPT_COLUMNS = {
  messageId: "text",
  attempt: "int",
  messageStatus: "text",
  nextAttemptAt: "text",
  deliveryId: "text",
  companyId: "text",
  endpointId: "text",
  eventId: "text",
  eventType: "text",
  status: "text",
  responseStatus: "int",
  responseExcerpt: "text",
  error: "text",
  durationMs: "int",
} as const;

/**
 * Records `sent` in `tx`: each attempt whose message still waits for it (the conditional update)
 * is logged, continuing the event's attempt count at its endpoint, and a failure with a next
 * attempt queues it. Attempts at endpoints deleted meanwhile are not recorded: their messages went too.
 */
async function record(tx: Tx, sent: Sent[], at: Date): Promise<void> {
  const endpointIds = [...new Set(sent.map((s) => s.endpoint.id))];
  // Held until commit, taken before the messages (one order of locks with a delete's cascade): see holdEndpoint.
  const held = new Set(
    (
      await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "WebhookEndpoint" WHERE "id" = ANY(${endpointIds}::text[]) FOR KEY SHARE`
    ).map((row) => row.id),
  );
  const live = sent.filter((s) => held.has(s.endpoint.id));
  if (live.length === 0) return;
  const rows = live.map((s) => ({
    messageId: s.message.id,
    attempt: s.attempt,
    messageStatus: isSuccess(s.result) ? "succeeded" : s.nextAttemptAt ? "pending" : "failed",
    nextAttemptAt: s.nextAttemptAt?.toISOString() ?? null,
    deliveryId: newId("webhookDelivery"),
    companyId: s.endpoint.companyId,
    endpointId: s.endpoint.id,
    eventId: s.event.id,
    eventType: s.event.type,
    status: isSuccess(s.result) ? "succeeded" : "failed",
    responseStatus: s.result.responseStatus,
    responseExcerpt: s.result.responseExcerpt,
    error: s.result.error,
    durationMs: s.result.durationMs,
  }));
  const claimed = new Set(
    (
      await tx.$queryRaw<{ id: string }[]>`
        WITH a AS (SELECT * FROM ${unnestRows("a", ATTEMPT_COLUMNS, rows)}),
        claimed AS (
          UPDATE "WebhookMessage" m
          SET "attempts" = a."attempt", "status" = a."messageStatus",
            "nextAttemptAt" = (a."nextAttemptAt"::timestamptz AT TIME ZONE 'UTC')
          FROM a
          WHERE m."id" = a."messageId" AND m."attempts" = a."attempt" - 1 AND m."status" = 'pending'
          RETURNING m."id"
        ),
        logged AS (
          INSERT INTO "WebhookDelivery" ("id", "companyId", "endpointId", "eventId", "eventType",
            "attempt", "status", "responseStatus", "responseExcerpt", "error", "durationMs", "test",
            "nextAttemptAt", "createdAt")
          SELECT a."deliveryId", a."companyId", a."endpointId", a."eventId", a."eventType",
            (SELECT count(*) FROM "WebhookDelivery" d
              WHERE d."endpointId" = a."endpointId" AND d."eventId" = a."eventId") + 1,
            a."status", a."responseStatus", a."responseExcerpt", a."error", a."durationMs", false,
            (a."nextAttemptAt"::timestamptz AT TIME ZONE 'UTC'), ${at}::timestamp(3)
          FROM a JOIN claimed ON claimed."id" = a."messageId"
        )
        SELECT "id" FROM claimed`
    ).map((row) => row.id),
  );
  const recorded = live.filter((s) => claimed.has(s.message.id));
  await enqueueJobs(
    tx,
    "webhook-delivery",
    recorded.flatMap((s) =>
      s.nextAttemptAt
        ? [
            {
              data: { messageId: s.message.id, attempt: s.attempt + 1 },
              startAfter: s.nextAttemptAt,
            },
          ]
        : [],
    ),
  );
  await recordEndpointsHealth(
    tx,
    recorded.map((s) => ({ endpoint: s.endpoint, result: s.result })),
    at,
  );
}

/** Records every attempt of `sent`; answers the error of each message whose attempt could not be recorded. */
async function recordAll(sent: Sent[]): Promise<Map<string, unknown>> {
  const at = new Date();
  try {
    await db.$transaction((tx) => record(tx, sent, at));
    return new Map();
  } catch (error) {
    if (sent.length === 1) return new Map([[sent[0]!.message.id, error]]);
  }
  const errors = new Map<string, unknown>();
  for (const one of sent) {
    try {
      await db.$transaction((tx) => record(tx, [one], at));
    } catch (error) {
      errors.set(one.message.id, error);
    }
  }
  return errors;
}

/** Makes the attempts of a batch of jobs; answers, in the jobs' order, null for each job done or why it failed. */
export async function deliverMessages(jobs: DeliveryJob[]): Promise<unknown[]> {
  const due = await dueAttempts(jobs);
  if (due.length === 0) return jobs.map(() => null);
  const errors = new Map<string, unknown>();
  await send(due, async (wave) => {
    for (const [id, error] of await recordAll(wave)) errors.set(id, error);
  });
  return jobs.map((job) => errors.get(job.messageId) ?? null);
}
