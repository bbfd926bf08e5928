import { z } from "zod";
import { webhookSecret } from "../../../../models/webhook";
import { revealSecret } from "../../../../services/webhooks/manage-endpoints";
import { authorized } from "../../../trpc";
import { WebhookEndpointIdInput } from "./webhook-endpoint-id";

export const getWebhookSecretProcedure = authorized("webhooks.manage")
  .meta({
    openapi: {
      operationId: "settings-getWebhookSecret",
      method: "GET",
      path: "/webhook-endpoints/{id}/secret",
      tags: ["Webhooks"],
      summary: "Reveal an endpoint's signing secret",
    },
  })
  .input(WebhookEndpointIdInput)
  .output(z.object({ secret: webhookSecret }).meta({ id: "WebhookSecret" }))
  .query(async ({ ctx, input }) => ({
    secret: await revealSecret({ companyId: ctx.caller.companyId, endpointId: input.id }),
  }));
