import {
  RotateSecretFields,
  toWebhookEndpoint,
  WebhookEndpointWithSecret,
} from "../../../../models/webhook";
import { rotateSecret } from "../../../../services/webhooks/manage-endpoints";
import { authorized } from "../../../trpc";
import { WebhookEndpointIdInput } from "./webhook-endpoint-id";

export const rotateWebhookSecretProcedure = authorized("webhooks.manage")
  .meta({
    openapi: {
      operationId: "settings-rotateWebhookSecret",
      method: "POST",
      path: "/webhook-endpoints/{id}/rotate-secret",
      tags: ["Webhooks"],
      summary: "Rotate an endpoint's signing secret",
      description:
        "Answers the endpoint with its new `secret`. The replaced secret goes on signing beside it for `old_secret_valid_for_seconds` (default 86,400); secrets replaced before it stop at once.",
    },
  })
  .input(RotateSecretFields.extend(WebhookEndpointIdInput.shape).strict())
  .output(WebhookEndpointWithSecret)
  .mutation(async ({ ctx, input }) => {
    const row = await rotateSecret({
      companyId: ctx.caller.companyId,
      actor: ctx.caller.actor,
      endpointId: input.id,
      oldValidForSeconds: input.old_secret_valid_for_seconds,
    });
    return { ...toWebhookEndpoint(row), secret: row.secret };
  });
