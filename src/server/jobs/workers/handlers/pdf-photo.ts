import { keepPdfPhoto } from "../../../services/reports/pdf-photo";
import type { JobPayloads } from "../../queue/types";

export const pdfPhotoHandler = (data: JobPayloads["pdf-photo"]) => keepPdfPhoto(data.storageKey);
