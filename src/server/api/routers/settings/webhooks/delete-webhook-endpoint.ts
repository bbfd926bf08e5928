import { z } from "zod";
import { deleteEndpoint } from "../../../../services/webhooks/manage-endpoints";
import { authorized } from "../../../trpc";
import { WebhookEndpointIdInput } from "./webhook-endpoint-id";

export const deleteWebhookEndpointProcedure = authorized("webhooks.manage")
  .meta({
    openapi: {
      operationId: "settings-deleteWebhookEndpoint",
      method: "DELETE",
      path: "/webhook-endpoints/{id}",
      tags: ["Webhooks"],
      summary: "Delete a webhook endpoint",
      description: "Its pending retries stop, and its delivery log goes with it.",
    },
    successStatus: 204,
  })
  .input(WebhookEndpointIdInput)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await deleteEndpoint({
      companyId: ctx.caller.companyId,
      actor: ctx.caller.actor,
      endpointId: input.id,
    });
  });
