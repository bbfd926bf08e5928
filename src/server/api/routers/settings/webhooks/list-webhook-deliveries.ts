import { page } from "../../../../models/list";
import {
  ListDeliveriesQuery,
  toWebhookDelivery,
  WebhookDelivery,
} from "../../../../models/webhook";
import { toPage } from "../../../../services/pagination";
import { listDeliveries } from "../../../../services/webhooks/list-deliveries";
import { authorized } from "../../../trpc";
import { WebhookEndpointIdInput } from "./webhook-endpoint-id";

export const listWebhookDeliveriesProcedure = authorized("webhooks.manage")
  .meta({
    openapi: {
      operationId: "settings-listWebhookDeliveries",
      method: "GET",
      path: "/webhook-endpoints/{id}/deliveries",
      tags: ["Webhooks"],
      summary: "List an endpoint's delivery attempts",
      description: "Every attempt, tests and resends included, newest first.",
    },
  })
  .input(ListDeliveriesQuery.extend(WebhookEndpointIdInput.shape).strict())
  .output(page(WebhookDelivery))
  .query(async ({ ctx, input }) => {
    const { id, ...query } = input;
    return toPage(
      await listDeliveries({
        companyId: ctx.caller.companyId,
        endpointId: id,
        query: { ...query },
      }),
      input,
      toWebhookDelivery,
    );
  });
