// The `{id}` path parameter of the webhook endpoint routes.
import { z } from "zod";

export const WebhookEndpointIdInput = z
  .object({ id: z.string().max(100).meta({ description: "Webhook endpoint id (`we_...`)" }) })
  .strict();
