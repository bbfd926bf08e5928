import {
  toWebhookEndpoint,
  UpdateWebhookEndpointFields,
  WebhookEndpoint,
} from "../../../../models/webhook";
import { updateEndpoint } from "../../../../services/webhooks/manage-endpoints";
import { authorized } from "../../../trpc";
import { WebhookEndpointIdInput } from "./webhook-endpoint-id";

export const UpdateWebhookEndpointInput = UpdateWebhookEndpointFields.extend(
  WebhookEndpointIdInput.shape,
).strict();

export const updateWebhookEndpointProcedure = authorized("webhooks.manage")
  .meta({
    openapi: {
      operationId: "settings-updateWebhookEndpoint",
      method: "PUT",
      path: "/webhook-endpoints/{id}",
      tags: ["Webhooks"],
      summary: "Update, disable or enable a webhook endpoint",
      description:
        "Fields sent change, fields left out stay. `enabled: false` switches it off; `enabled: true` clears `disabled_reason` and resumes with new events (events from while it was disabled are not sent).",
    },
  })
  .input(UpdateWebhookEndpointInput)
  .output(WebhookEndpoint)
  .mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    return toWebhookEndpoint(
      await updateEndpoint({
        companyId: ctx.caller.companyId,
        actor: ctx.caller.actor,
        endpointId: id,
        input: fields,
      }),
    );
  });
