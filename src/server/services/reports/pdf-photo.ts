// A photo for the signed PDFs (the report, the damage charge pack): the original turned upright
// and scaled to PDF_PHOTO_EDGE on its long side, so damage shows without the file growing past
// a few hundred KB a photo. Scaling a photo costs tens of milliseconds of CPU and a PDF shows up
// to dozens, so the copy is made once and kept next to the original: by the pdf-photo job queued
// with the upload (off the upload's path; the report's sign-off then finds its photos ready), or
// else by the first PDF that shows the photo (photos from before the job, a job not run yet).
// Its key is in mediaFileKeys, so it is deleted with the original.
import sharp from "sharp";
import { storage } from "../../integrations/storage";
import type { PdfImage } from "../../pdf/report-data";
import { PDF_PHOTO_EDGE, pdfCopyKey } from "../media/media-files";

async function scaled(original: Buffer): Promise<Buffer> {
  // Plain libjpeg at quality 80 rather than mozjpeg at 78: a third of the CPU time, no less
  // detail (mozjpeg's files are smaller because its trellis smooths fine texture away).
  return sharp(original)
    .rotate()
    .resize({
      width: PDF_PHOTO_EDGE,
      height: PDF_PHOTO_EDGE,
      fit: "inside",
      withoutEnlargement: true,
    })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function keptOrMade(storageKey: string): Promise<PdfImage | null> {
  const files = storage();
  const copyKey = pdfCopyKey(storageKey);
  const kept = await files.get(copyKey);
  if (kept) return { data: kept, format: "jpg" };
  const original = await files.get(storageKey);
  if (!original) return null;
  const data = await scaled(original);
  await files.put(copyKey, data, "image/jpeg");
  // The photo's files were removed while we scaled it: its copy goes too.
  if (!(await files.get(storageKey))) await files.delete(copyKey);
  return { data, format: "jpg" };
}

/** Photos being scaled now, so two PDFs (or one showing a photo twice, or a PDF and the job) scale each once. */
const inFlight = new Map<string, Promise<PdfImage | null>>();

/** The PDF-sized JPEG of the photo stored under `storageKey`, or null when it is gone. */
export function pdfPhoto(storageKey: string): Promise<PdfImage | null> {
  let pending = inFlight.get(storageKey);
  if (!pending) {
    pending = keptOrMade(storageKey).finally(() => inFlight.delete(storageKey));
    inFlight.set(storageKey, pending);
  }
  return pending;
}

/** The pdf-photo job: makes the copy unless it is there (or the photo is gone). */
export async function keepPdfPhoto(storageKey: string): Promise<void> {
  await pdfPhoto(storageKey);
}
