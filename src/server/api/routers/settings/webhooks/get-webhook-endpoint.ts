import { toWebhookEndpoint, WebhookEndpoint } from "../../../../models/webhook";
import { findEndpoint } from "../../../../services/webhooks/find-endpoint";
import { authorized } from "../../../trpc";
import { WebhookEndpointIdInput } from "./webhook-endpoint-id";

export const getWebhookEndpointProcedure = authorized("webhooks.manage")
  .meta({
    openapi: {
      operationId: "settings-getWebhookEndpoint",
      method: "GET",
      path: "/webhook-endpoints/{id}",
      tags: ["Webhooks"],
      summary: "Get a webhook endpoint",
    },
  })
  .input(WebhookEndpointIdInput)
  .output(WebhookEndpoint)
  .query(async ({ ctx, input }) =>
    toWebhookEndpoint(
      await findEndpoint({ companyId: ctx.caller.companyId, endpointId: input.id }),
    ),
  );
