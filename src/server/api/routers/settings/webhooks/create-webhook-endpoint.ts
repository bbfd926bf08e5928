import {
  CreateWebhookEndpointInput,
  toWebhookEndpoint,
  WebhookEndpointWithSecret,
} from "../../../../models/webhook";
import { createEndpoint } from "../../../../services/webhooks/manage-endpoints";
import { authorized } from "../../../trpc";

export const createWebhookEndpointProcedure = authorized("webhooks.manage")
  .meta({
    openapi: {
      operationId: "settings-createWebhookEndpoint",
      method: "POST",
      path: "/webhook-endpoints",
      tags: ["Webhooks"],
      summary: "Add a webhook endpoint",
      description:
        "Events of the kinds listed are sent to `url`, signed with the endpoint's `secret`, which this answer carries (also `GET /webhook-endpoints/{id}/secret`).",
    },
    successStatus: 201,
  })
  .input(CreateWebhookEndpointInput)
  .output(WebhookEndpointWithSecret)
  .mutation(async ({ ctx, input }) => {
    const row = await createEndpoint({
      companyId: ctx.caller.companyId,
      actor: ctx.caller.actor,
      input,
    });
    return { ...toWebhookEndpoint(row), secret: row.secret };
  });
