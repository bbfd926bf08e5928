import { z } from "zod";
import { startRecovery } from "../../../../services/webhooks/recover-deliveries";
import { authorized } from "../../../trpc";
import { WebhookEndpointIdInput } from "./webhook-endpoint-id";

export const recoverWebhookDeliveriesProcedure = authorized("webhooks.manage")
  .meta({
    openapi: {
      operationId: "settings-recoverWebhookDeliveries",
      method: "POST",
      path: "/webhook-endpoints/{id}/recover",
      tags: ["Webhooks"],
      summary: "Recover failed deliveries",
      description:
        "Every event since `since` (at most 14 days back, not in the future) and since the endpoint was made, of a kind it lists, whose automatic attempts here are over and all failed, or that never went to it because it was disabled, is sent to it once more in the background: one attempt each, continuing the event's attempt count, not retried. Events with attempts still scheduled are left to them. The endpoint must be enabled (else 409 `invalid_state`). Answers how many events will be sent.",
      errorResponses: [409],
    },
    successStatus: 202,
  })
  .input(
    z
      .object({
        since: z.iso
          .datetime({ offset: true })
          .meta({ description: "An ISO 8601 timestamp, at most 14 days back" }),
      })
      .extend(WebhookEndpointIdInput.shape)
      .strict(),
  )
  .output(z.object({ events: z.number().int() }))
  .mutation(({ ctx, input }) =>
    startRecovery({
      companyId: ctx.caller.companyId,
      actor: ctx.caller.actor,
      endpointId: input.id,
      since: input.since,
    }),
  );
