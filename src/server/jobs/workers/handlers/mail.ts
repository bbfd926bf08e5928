import { sendQueuedMail } from "../../../services/email/queued-mail";
import type { JobPayloads } from "../../queue/types";

export const mailHandler = (data: JobPayloads["mail"]) => sendQueuedMail(data);
