// For the Settings > Webhooks page: the newest attempt at each endpoint (not in the REST API).
import { z } from "zod";
import { toWebhookDelivery, WebhookDelivery } from "../../../../models/webhook";
import { lastDeliveries } from "../../../../services/webhooks/list-deliveries";
import { authorized } from "../../../trpc";

export const lastWebhookDeliveriesProcedure = authorized("webhooks.manage")
  .input(z.void())
  .output(z.array(WebhookDelivery))
  .query(async ({ ctx }) =>
    (await lastDeliveries({ companyId: ctx.caller.companyId })).map(toWebhookDelivery),
  );
