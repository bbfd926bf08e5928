// An uploaded photo as we keep it: the type read from the bytes (never the name),
// the EXIF orientation applied, every piece of metadata (GPS, camera, times)
// removed, and a small JPEG thumbnail (JPEG so the PDF renderer can embed it).
import sharp from "sharp";
import { AppError } from "../../errors";
import { MEDIA_MAX_BYTES, type MediaContentType } from "../../models/media";
import { stripJpegMetadata } from "./strip-jpeg-metadata";

export const THUMBNAIL_WIDTH = 400;
/** The most pixels a photo may have (checked from its header before it is decoded). */
export const PHOTO_MAX_PIXELS = 50_000_000;

const FORMATS: Record<string, MediaContentType> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

export type ProcessedImage = {
  contentType: MediaContentType;
  extension: "jpg" | "png" | "webp";
  data: Buffer;
  width: number;
  height: number;
  thumbnail: Buffer;
};

export function assertUploadSize(bytes: number): void {
  if (bytes > MEDIA_MAX_BYTES) {
    throw new AppError(
      "payload_too_large",
      `The file is ${(bytes / 1024 / 1024).toFixed(1)} MB; photos can be at most 20 MB.`,
    );
  }
}

const unsupported = () =>
  new AppError(
    "unsupported_media_type",
    "The file is not a JPEG, PNG or WebP image. Upload a photo in one of those formats.",
    {
      errors: [{ pointer: "/file", detail: "must be a JPEG, PNG or WebP image" }],
    },
  );

async function detect(
  bytes: Buffer,
): Promise<{ contentType: MediaContentType; upright: boolean; width: number; height: number }> {
  try {
    const meta = await sharp(bytes).metadata();
    const contentType = meta.format ? FORMATS[meta.format] : undefined;
    if (!contentType || (meta.pages ?? 1) > 1) throw unsupported();
    if (meta.width * meta.height > PHOTO_MAX_PIXELS) {
      throw new AppError(
        "image_too_large",
        `The photo is ${meta.width}x${meta.height} pixels; photos can have at most 50 megapixels.`,
        {
          errors: [{ pointer: "/file", detail: "must have at most 50 megapixels" }],
        },
      );
    }
    return {
      contentType,
      upright: (meta.orientation ?? 1) === 1,
      width: meta.width,
      height: meta.height,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupported();
  }
}

const thumbnailOf = (bytes: Buffer) =>
  sharp(bytes, { failOn: "error", limitInputPixels: PHOTO_MAX_PIXELS })
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80 })
    .toBuffer();

/** Orientation applied and metadata removed by re-encoding; the thumbnail made alongside. */
async function reencoded(bytes: Buffer, contentType: MediaContentType) {
  // sharp writes no metadata unless asked (withMetadata/keepExif), so GPS and the rest are dropped here.
  const image = sharp(bytes, { failOn: "error", limitInputPixels: PHOTO_MAX_PIXELS }).rotate();
  // Speed over the last few percent of size: a 12-megapixel photo must turn in well under a second on a
  // small server. Huffman optimisation alone doubles a JPEG's encoding time; a low WebP effort does the same.
  const encoded =
    contentType === "image/png"
      ? image.png()
      : contentType === "image/webp"
        ? image.webp({ quality: 90, effort: 2 })
        : image.jpeg({ quality: 90, optimiseCoding: false });
  const [{ data, info }, thumbnail] = await Promise.all([
    encoded.toBuffer({ resolveWithObject: true }),
    thumbnailOf(bytes),
  ]);
  return { data, width: info.width, height: info.height, thumbnail };
}

export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  assertUploadSize(bytes.length);
  const detected = await detect(bytes);
  const { contentType } = detected;
  const extension =
    contentType === "image/png" ? "png" : contentType === "image/webp" ? "webp" : "jpg";
  try {
    // An upright JPEG (most photos from phones that rotate the pixels themselves) keeps its pixels untouched.
    const stripped =
      contentType === "image/jpeg" && detected.upright ? stripJpegMetadata(bytes) : null;
    if (stripped) {
      // Made from the stripped bytes, so a JPEG the stripper damaged fails here instead of being stored.
      const thumbnail = await thumbnailOf(stripped);
      return {
        contentType,
        extension,
        data: stripped,
        width: detected.width,
        height: detected.height,
        thumbnail,
      };
    }
    return { contentType, extension, ...(await reencoded(bytes, contentType)) };
  } catch {
    // The header looked like an image but the data is broken (truncated upload, corrupt file).
    throw new AppError(
      "unsupported_media_type",
      "The image could not be read; it may be damaged or incomplete. Try taking it again.",
      {
        errors: [{ pointer: "/file", detail: "could not be decoded" }],
      },
    );
  }
}
