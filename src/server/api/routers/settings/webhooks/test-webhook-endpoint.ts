import { TestEventFields, toWebhookDelivery, WebhookDelivery } from "../../../../models/webhook";
import { sendTestEvent } from "../../../../services/webhooks/send-now";
import { authorized } from "../../../trpc";
import { WebhookEndpointIdInput } from "./webhook-endpoint-id";

export const testWebhookEndpointProcedure = authorized("webhooks.manage")
  .meta({
    openapi: {
      operationId: "settings-testWebhookEndpoint",
      method: "POST",
      path: "/webhook-endpoints/{id}/test",
      tags: ["Webhooks"],
      summary: "Send a test event",
      description:
        "Sends one event with a fresh `evt_` id and a sample object of `type` at once, and answers the finished attempt. The event is not stored and never retried. Works whether or not the endpoint is enabled.",
    },
  })
  .input(TestEventFields.extend(WebhookEndpointIdInput.shape).strict())
  .output(WebhookDelivery)
  .mutation(async ({ ctx, input }) =>
    toWebhookDelivery(
      await sendTestEvent({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        endpointId: input.id,
        type: input.type,
      }),
    ),
  );
