// One attempt: sign the event's body with every secret that signs now, POST it, and
// write the attempt to the delivery log (with the per-event-and-endpoint attempt count).
import { env } from "~/env";
import type { Tx } from "../../db";
import { newId } from "../../ids";
import { sendWebhook, type WebhookResponse } from "../../integrations/webhooks/send-webhook";
import type { Event } from "../../models/event";
import type { DeliveryRow, EndpointRow } from "../../models/webhook";
import { countWebhookDelivery } from "../../observability/metrics";
import { signatureHeaders, signatureSecrets } from "./signature";

export const isSuccess = (result: WebhookResponse) =>
  result.responseStatus !== null && result.responseStatus >= 200 && result.responseStatus < 300;

export async function attemptDelivery(
  endpoint: EndpointRow,
  event: Event,
): Promise<WebhookResponse> {
  const body = JSON.stringify(event);
  const headers = signatureHeaders({
    eventId: event.id,
    timestamp: Math.floor(Date.now() / 1000),
    body,
    secrets: signatureSecrets(endpoint),
  });
  const result = await sendWebhook({
    url: endpoint.url,
    body,
    headers,
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_URLS,
  });
  countWebhookDelivery(isSuccess(result) ? "succeeded" : "failed");
  return result;
}

/** Logs one attempt; `attempt` continues the count of this event at this endpoint (resends included). */
export async function logAttempt(
  tx: Tx,
  options: {
    endpoint: EndpointRow;
    event: Pick<Event, "id" | "type">;
    result: WebhookResponse;
    test: boolean;
    nextAttemptAt: Date | null;
    at?: Date;
  },
): Promise<DeliveryRow> {
  const { endpoint, event, result } = options;
  const previous = options.test
    ? 0
    : await tx.webhookDelivery.count({ where: { endpointId: endpoint.id, eventId: event.id } });
  return tx.webhookDelivery.create({
    data: {
      id: newId("webhookDelivery"),
      companyId: endpoint.companyId,
      endpointId: endpoint.id,
      eventId: event.id,
      eventType: event.type,
      attempt: previous + 1,
      status: isSuccess(result) ? "succeeded" : "failed",
      responseStatus: result.responseStatus,
      responseExcerpt: result.responseExcerpt,
      error: result.error,
      durationMs: result.durationMs,
      test: options.test,
      nextAttemptAt: options.nextAttemptAt,
      createdAt: options.at ?? new Date(),
    },
  });
}
