// Phone photos are often 4 to 8 MB; over a yard's weak signal that is a long wait.
// Big photos are scaled to at most 2560 px on the long side (plenty for damage
// evidence) and sent as JPEG; HEIC, which browsers can decode but we do not store, is
// converted the same way. Whenever anything fails the original file is sent as it is.

const MAX_SIDE = 2560;
const SMALL_ENOUGH = 1.5 * 1024 * 1024;
const CONVERT = /^image\/(heic|heif)$/;

export async function preparePhoto(file: File): Promise<File> {
  const convert = CONVERT.test(file.type);
  if (!convert && (file.size <= SMALL_ENOUGH || !/^image\/(jpeg|png|webp)$/.test(file.type)))
    return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, "image/jpeg", 0.85),
    );
    if (!blob || (!convert && blob.size >= file.size)) return file;
    return new File([blob], `${file.name.replace(/\.[^.]+$/, "") || "photo"}.jpg`, {
      type: "image/jpeg",
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  }
}
