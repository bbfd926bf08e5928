// A photo for the signed PDF: the original, turned upright and scaled to 1000 px on
// its long side (sharp at about 280 dpi in a half-page-wide box), so damage shows
// without the file growing past a few hundred KB a photo.
import sharp from "sharp";
import { storage } from "../../integrations/storage";
import type { PdfImage } from "../../pdf/report-data";

const PHOTO_EDGE = 1000;

export async function pdfPhoto(key: string): Promise<PdfImage | null> {
  const bytes = await storage().get(key);
  if (!bytes) return null;
  const data = await sharp(bytes)
    .rotate()
    .resize({ width: PHOTO_EDGE, height: PHOTO_EDGE, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
  return { data, format: "jpg" };
}
