// Phone photos are often 4 to 8 MB (12 megapixels); over a yard's weak signal, or a hirer's
// mobile data, that is a long wait. Before upload a photo is made smaller on the phone: at most
// 2,560 px on its long side, sent as JPEG at quality 0.85 (plenty for damage evidence; the
// server keeps what it receives). A photo already within 2,560 px and under 1.5 MB goes as it
// is; HEIC, which browsers can decode but we do not store, is always converted. Whenever
// anything fails the original file is sent as it is. The staff app runs this; the hirer's page
// (plain HTML, no bundle) runs the same steps with the same numbers (models/photo-shrink.ts).

import {
  CONVERT,
  JPEG_QUALITY,
  MAX_SIDE,
  SHRINKABLE,
  SMALL_ENOUGH,
} from "~/server/models/photo-shrink";

export async function preparePhoto(file: File): Promise<File> {
  const convert = CONVERT.test(file.type);
  if (!convert && !SHRINKABLE.test(file.type)) return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const longest = Math.max(bitmap.width, bitmap.height);
    if (!convert && longest <= MAX_SIDE && file.size <= SMALL_ENOUGH) {
      bitmap.close();
      return file;
    }
    const scale = Math.min(1, MAX_SIDE / longest);
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY),
    );
    // Re-encoding a photo within the size limit that came out bigger gains nothing.
    if (!blob || (!convert && scale === 1 && blob.size >= file.size)) return file;
    return new File([blob], `${file.name.replace(/\.[^.]+$/, "") || "photo"}.jpg`, {
      type: "image/jpeg",
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  }
}
