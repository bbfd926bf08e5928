// The `webhook-delivery` job: one automatic attempt of one event at one endpoint. A failure
// schedules the next attempt (WEBHOOK_RETRY_SCHEDULE_SECONDS, up to 10 % jitter, never
// earlier than a 429/503's Retry-After) as a job in the same transaction that logs it.
import { env } from "~/env";
import { db } from "../../db";
import type { WebhookResponse } from "../../integrations/webhooks/send-webhook";
import { enqueueJob } from "../../jobs/queue/enqueue";
import { toEvent } from "../../models/event";
import { attemptDelivery, isSuccess, logAttempt } from "./attempt";
import { recordEndpointHealth } from "./endpoint-health";
import { holdEndpoint } from "./find-endpoint";

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

export async function deliverMessage(options: {
  messageId: string;
  attempt: number;
}): Promise<void> {
  const { messageId, attempt } = options;
  const message = await db.webhookMessage.findUnique({ where: { id: messageId } });
  // Gone with its endpoint, finished, or this attempt already made (a job run twice).
  if (!message || message.status !== "pending" || message.attempts !== attempt - 1) return;
  // A read of its own: an endpoint deleted since the message was read is simply not found.
  const endpoint = await db.webhookEndpoint.findUnique({ where: { id: message.endpointId } });
  if (!endpoint) return;
  const row = await db.event.findFirst({
    where: { id: message.eventId, companyId: message.companyId },
  });
  // Disabled since (or enabled again after the event): nothing more is sent automatically.
  if (!row || !endpoint.enabled || row.createdAt < endpoint.enabledAt) {
    await db.webhookMessage.updateMany({
      where: { id: messageId, status: "pending" },
      data: { status: "stopped", nextAttemptAt: null },
    });
    return;
  }
  const result = await attemptDelivery(endpoint, toEvent(row));
  const now = new Date();
  const delay = nextDelaySeconds(attempt, result);
  const nextAttemptAt = delay === null ? null : new Date(now.getTime() + delay * 1000);
  await db.$transaction(async (tx) => {
    // Deleted while the attempt was on its way: the message went with it, so nothing is left to record.
    if (!(await holdEndpoint(tx, endpoint.id))) return;
    const claimed = await tx.webhookMessage.updateMany({
      where: { id: messageId, attempts: attempt - 1, status: "pending" },
      data: {
        attempts: attempt,
        status: isSuccess(result) ? "succeeded" : nextAttemptAt ? "pending" : "failed",
        nextAttemptAt,
      },
    });
    if (claimed.count === 0) return;
    await logAttempt(tx, {
      endpoint,
      event: { id: row.id, type: toEvent(row).type },
      result,
      test: false,
      nextAttemptAt,
      at: now,
    });
    if (nextAttemptAt)
      await enqueueJob(
        tx,
        "webhook-delivery",
        { messageId, attempt: attempt + 1 },
        { startAfter: nextAttemptAt },
      );
    await recordEndpointHealth(tx, endpoint, result, now);
  });
}
