// Settings > Webhooks and the events API: router `settings.webhooks`. Each REST operation
// names its operationId (`settings-<procedure>`), as the contract's document has it.
import { createTRPCRouter } from "../../../trpc";
import { createWebhookEndpointProcedure } from "./create-webhook-endpoint";
import { deleteWebhookEndpointProcedure } from "./delete-webhook-endpoint";
import { getEventProcedure } from "./get-event";
import { getWebhookEndpointProcedure } from "./get-webhook-endpoint";
import { getWebhookSecretProcedure } from "./get-webhook-secret";
import { lastWebhookDeliveriesProcedure } from "./last-webhook-deliveries";
import { listEventsProcedure } from "./list-events";
import { listWebhookDeliveriesProcedure } from "./list-webhook-deliveries";
import { listWebhookEndpointsProcedure } from "./list-webhook-endpoints";
import { recoverWebhookDeliveriesProcedure } from "./recover-webhook-deliveries";
import { resendWebhookEventProcedure } from "./resend-webhook-event";
import { rotateWebhookSecretProcedure } from "./rotate-webhook-secret";
import { testWebhookEndpointProcedure } from "./test-webhook-endpoint";
import { updateWebhookEndpointProcedure } from "./update-webhook-endpoint";

export const webhooksRouter = createTRPCRouter({
  createWebhookEndpoint: createWebhookEndpointProcedure,
  listWebhookEndpoints: listWebhookEndpointsProcedure,
  getWebhookEndpoint: getWebhookEndpointProcedure,
  updateWebhookEndpoint: updateWebhookEndpointProcedure,
  deleteWebhookEndpoint: deleteWebhookEndpointProcedure,
  getWebhookSecret: getWebhookSecretProcedure,
  rotateWebhookSecret: rotateWebhookSecretProcedure,
  testWebhookEndpoint: testWebhookEndpointProcedure,
  resendWebhookEvent: resendWebhookEventProcedure,
  recoverWebhookDeliveries: recoverWebhookDeliveriesProcedure,
  listWebhookDeliveries: listWebhookDeliveriesProcedure,
  lastWebhookDeliveries: lastWebhookDeliveriesProcedure,
  listEvents: listEventsProcedure,
  getEvent: getEventProcedure,
});
