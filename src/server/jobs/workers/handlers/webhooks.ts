import { deliverMessages } from "../../../services/webhooks/deliver-message";
import { dispatchEvents } from "../../../services/webhooks/dispatch-events";
import { recoverDeliveries } from "../../../services/webhooks/recover-deliveries";
import type { JobPayloads } from "../../queue/types";

/** Every wake-up of a fetched batch asks for the same thing: one run dispatches every undispatched event. */
export const dispatchBatchHandler = async (jobs: JobPayloads["events-dispatch"][]) => {
  await dispatchEvents();
  return jobs.map(() => null);
};

export const deliveryBatchHandler = (jobs: JobPayloads["webhook-delivery"][]) =>
  deliverMessages(jobs);

export const recoveryHandler = (data: JobPayloads["webhook-recovery"]) => recoverDeliveries(data);
