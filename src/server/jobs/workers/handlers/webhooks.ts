import { deliverMessages } from "../../../services/webhooks/deliver-message";
import { dispatchEvents } from "../../../services/webhooks/dispatch-events";
import { recoverDeliveries } from "../../../services/webhooks/recover-deliveries";
import type { JobPayloads } from "../../queue/types";

export const dispatchHandler = async () => {
  await dispatchEvents();
};

export const deliveryBatchHandler = (jobs: JobPayloads["webhook-delivery"][]) =>
  deliverMessages(jobs);

export const recoveryHandler = (data: JobPayloads["webhook-recovery"]) => recoverDeliveries(data);
