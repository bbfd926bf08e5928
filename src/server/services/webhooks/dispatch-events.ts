// The outbox dispatcher: turns undispatched events into one webhook message (and one
// delivery job) per endpoint that, when the event happened, existed, was enabled and
// listed its kind; marks the events dispatched in that same transaction. Rows are claimed
// with SKIP LOCKED, so any number of workers may run it at once.
import { randomUUID } from "node:crypto";
import { db, sqlNow, unnestRows } from "../../db";
import { enqueueJobs } from "../../jobs/queue/enqueue";

const BATCH = 200;

type PendingEvent = { id: string; companyId: string; type: string; createdAt: Date };

async function dispatchBatch(): Promise<number> {
  return db.$transaction(async (tx) => {
    const events = await tx.$queryRaw<PendingEvent[]>`
      SELECT "id", "companyId", "type", "createdAt" FROM "Event"
      WHERE "dispatchedAt" IS NULL ORDER BY "id" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
    if (events.length === 0) return 0;
    // Held until commit (as the messages' foreign key would, but before they are written), so an
    // endpoint deleted meanwhile is either gone from this list or waits for these messages and takes them along.
    const endpoints = await tx.$queryRaw<
      { id: string; companyId: string; events: string[]; enabledAt: Date }[]
    >`
      SELECT "id", "companyId", "events", "enabledAt" FROM "WebhookEndpoint"
      WHERE "companyId" = ANY(${[...new Set(events.map((e) => e.companyId))]}::text[]) AND "enabled" FOR KEY SHARE`;
    const messages = events.flatMap((event) =>
      endpoints
        .filter(
          (ep) =>
            ep.companyId === event.companyId &&
            ep.enabledAt <= event.createdAt &&
            (ep.events.includes("*") || ep.events.includes(event.type)),
        )
        .map((ep) => ({
          id: randomUUID(),
          companyId: event.companyId,
          endpointId: ep.id,
          eventId: event.id,
        })),
    );
    const columns = {
      id: "text",
      companyId: "text",
      endpointId: "text",
      eventId: "text",
    } as const;
    await tx.$executeRaw`
      WITH made AS (
        INSERT INTO "WebhookMessage" ("id", "companyId", "endpointId", "eventId", "createdAt")
        SELECT m."id", m."companyId", m."endpointId", m."eventId", ${sqlNow()}
        FROM ${unnestRows("m", columns, messages)}
      )
      UPDATE "Event" SET "dispatchedAt" = ${sqlNow()}
      WHERE "id" = ANY(${events.map((e) => e.id)}::text[])`;
    await enqueueJobs(
      tx,
      "webhook-delivery",
      messages.map((m) => ({ data: { messageId: m.id, attempt: 1 } })),
    );
    return events.length;
  });
}

/** Dispatches every undispatched event; returns how many. */
export async function dispatchEvents(): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await dispatchBatch();
    total += count;
    if (count < BATCH) return total;
  }
}
