import { applyRetention, removeStoredFiles } from "../../../services/privacy/apply-retention";
import type { JobPayloads } from "../../queue/types";

export const retentionHandler = (_data: JobPayloads["retention"]) => applyRetention();

export const retentionFilesHandler = (data: JobPayloads["retention-files"]) =>
  removeStoredFiles({ keys: data.keys });
