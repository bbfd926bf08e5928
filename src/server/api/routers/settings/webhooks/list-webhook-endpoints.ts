import { ListQuery, page } from "../../../../models/list";
import { toWebhookEndpoint, WebhookEndpoint } from "../../../../models/webhook";
import { toPage } from "../../../../services/pagination";
import { listEndpoints } from "../../../../services/webhooks/manage-endpoints";
import { authorized } from "../../../trpc";

export const listWebhookEndpointsProcedure = authorized("webhooks.manage")
  .meta({
    openapi: {
      operationId: "settings-listWebhookEndpoints",
      method: "GET",
      path: "/webhook-endpoints",
      tags: ["Webhooks"],
      summary: "List webhook endpoints",
      description: "Newest first.",
    },
  })
  .input(ListQuery.strict())
  .output(page(WebhookEndpoint))
  .query(async ({ ctx, input }) =>
    toPage(
      await listEndpoints({ companyId: ctx.caller.companyId, query: input }),
      input,
      toWebhookEndpoint,
    ),
  );
