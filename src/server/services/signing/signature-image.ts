// A drawn signature as the API and the signing page receive it: a base64 PNG, checked and
// re-encoded without metadata before it is stored or printed on a PDF.
import sharp from "sharp";
import { AppError } from "../../errors";

const MAX_SIGNATURE_BYTES = 1024 * 1024;
const MAX_SIGNATURE_WIDTH = 2000;
const MAX_SIGNATURE_HEIGHT = 1000;

/** A base64 PNG signature (a data: URL prefix allowed), checked and re-encoded without metadata. */
export async function signaturePng(
  base64: string | undefined,
  field: string,
): Promise<Buffer | null> {
  if (!base64) return null;
  const invalid = (detail: string) =>
    new AppError("invalid_request", `The ${field} is not usable: ${detail}.`, {
      errors: [{ pointer: `/${field}`, detail }],
    });
  const bytes = Buffer.from(
    base64.replace(/^data:image\/png;base64,/, "").replace(/\s+/g, ""),
    "base64",
  );
  if (bytes.length > MAX_SIGNATURE_BYTES) throw invalid("must be at most 1 MB");
  try {
    // The size is read from the header; nothing larger is ever decoded.
    const meta = await sharp(bytes).metadata();
    if (meta.format !== "png") throw invalid("must be a PNG image");
    if (meta.width > MAX_SIGNATURE_WIDTH || meta.height > MAX_SIGNATURE_HEIGHT) {
      const detail = `must be at most ${MAX_SIGNATURE_WIDTH}x${MAX_SIGNATURE_HEIGHT} pixels`;
      throw new AppError(
        "image_too_large",
        `The ${field} is ${meta.width}x${meta.height} pixels; it ${detail}.`,
        { errors: [{ pointer: `/${field}`, detail }] },
      );
    }
    return await sharp(bytes, { limitInputPixels: MAX_SIGNATURE_WIDTH * MAX_SIGNATURE_HEIGHT })
      .png()
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid("must be a base64-encoded PNG image");
  }
}
