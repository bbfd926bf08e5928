import { deleteOldRequestLogs } from "../../../services/request-log/read-request-logs";
import type { JobPayloads } from "../../queue/types";

export const requestLogCleanupHandler = (_data: JobPayloads["request-log-cleanup"]) =>
  deleteOldRequestLogs();
