// Media items: photos attached to an inspection. The bytes are served by
// GET /media/{id} (the stored image, metadata stripped) and ?variant=thumbnail.
import { z } from "zod";
import type { Media as MediaRow } from "../db/generated/client";
import { idOf, iso, oneOf, timestamp } from "./common";

export type { MediaRow };

export const MEDIA_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];

/** Largest upload accepted (20 MB). */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;

export const MediaItem = z.object({
  id: idOf("med", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  inspection_id: idOf("ins", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  report_id: idOf("rep", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  content_type: z.enum(MEDIA_CONTENT_TYPES),
  size_bytes: z
    .number()
    .int()
    .meta({ description: "Size of the stored image (orientation applied, metadata removed)" }),
  width: z.number().int(),
  height: z.number().int(),
  caption: z.string().nullable(),
  url: z.string().meta({ description: "The image (GET with the same credentials)" }),
  thumbnail_url: z.string().meta({ description: "A JPEG about 400 pixels wide" }),
  created_at: timestamp,
});
export type MediaItem = z.infer<typeof MediaItem>;

/** `base` is where the bytes are served: `${APP_URL}/api/v1` for the API, `/api/app` for the app. */
export function toMediaItem(row: MediaRow, base: string): MediaItem {
  const url = `${base}/media/${row.id}`;
  return {
    id: row.id,
    inspection_id: row.inspectionId,
    report_id: row.reportId,
    content_type: oneOf(MEDIA_CONTENT_TYPES, row.contentType, "image/jpeg"),
    size_bytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    caption: row.caption,
    url,
    thumbnail_url: `${url}?variant=thumbnail`,
    created_at: iso(row.createdAt),
  };
}

export const MediaCaption = z.string().trim().max(500);
