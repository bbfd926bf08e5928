import { ResendEventFields, toWebhookDelivery, WebhookDelivery } from "../../../../models/webhook";
import { resendEvent } from "../../../../services/webhooks/send-now";
import { authorized } from "../../../trpc";
import { WebhookEndpointIdInput } from "./webhook-endpoint-id";

export const resendWebhookEventProcedure = authorized("webhooks.manage")
  .meta({
    openapi: {
      operationId: "settings-resendWebhookEvent",
      method: "POST",
      path: "/webhook-endpoints/{id}/resend",
      tags: ["Webhooks"],
      summary: "Resend an event",
      description:
        "Sends an event of this company to the endpoint again, at once, one attempt (continuing that event's attempt count), and answers the attempt. Works whether or not the endpoint is enabled.",
    },
  })
  .input(ResendEventFields.extend(WebhookEndpointIdInput.shape).strict())
  .output(WebhookDelivery)
  .mutation(async ({ ctx, input }) =>
    toWebhookDelivery(
      await resendEvent({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        endpointId: input.id,
        eventId: input.event_id,
      }),
    ),
  );
