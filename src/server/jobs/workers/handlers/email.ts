import { sendQueuedEmail } from "../../../services/email/queued-email";
import type { JobPayloads } from "../../queue/types";

export const emailHandler = (data: JobPayloads["email"]) => sendQueuedEmail(data);
