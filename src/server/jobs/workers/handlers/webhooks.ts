import { deliverMessage } from "../../../services/webhooks/deliver-message";
import { dispatchEvents } from "../../../services/webhooks/dispatch-events";
import type { JobPayloads } from "../../queue/types";

export const dispatchHandler = async () => {
  await dispatchEvents();
};

export const deliveryHandler = (data: JobPayloads["webhook-delivery"]) => deliverMessage(data);
