// Media items: photos of an inspection (kind damage) or of the whole vehicle (angle, odometer,
// fuel, other), each with its evidence: SHA-256 of the served bytes, when it was received and
// taken, how and where. The bytes are served by GET /media/{id} (the stored image, metadata
// stripped) and ?variant=thumbnail.
import { z } from "zod";
import type { Media as MediaRow } from "../db/generated/client";
import { idOf, iso, isoOrNull, oneOf, timestamp } from "./common";
import { MEDIA_KINDS, MEDIA_SOURCES, PHOTO_ANGLES, REPORT_MEDIA_KINDS } from "./photo-angles";

export type { MediaRow };

/** A walk-around angle, as the API takes and gives it (templates, media, a report's rules). */
export const PhotoAngleField = z.enum(PHOTO_ANGLES).meta({
  description:
    "front, front_nearside, nearside, rear_nearside, rear, rear_offside, offside, front_offside (exterior, clockwise from the front), dashboard, interior_front, interior_rear, load_space",
  example: "front_nearside",
});

export const MEDIA_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];

/** Largest upload accepted (20 MB). */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;

export const MediaItem = z.object({
  id: idOf("med", "01jd8x3m5kf3v9w2q7r4t6y8z0"),
  inspection_id: idOf("ins", "01jd8x3m5kf3v9w2q7r4t6y8z0")
    .nullable()
    .meta({ description: "null for a photo of the whole vehicle (any kind but damage)" }),
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
  kind: z.enum(MEDIA_KINDS).meta({
    description:
      "damage (an inspection's photo), or of the whole vehicle: angle, odometer, fuel (the charge level's too), other",
  }),
  angle: PhotoAngleField.nullable().meta({
    description: "The walk-around angle; null unless kind is angle",
  }),
  sha256: z.string().meta({
    description: "Hex SHA-256 of the bytes GET /media/{id} serves as original",
    example: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
  }),
  received_at: timestamp.meta({ description: "When the server received the photo" }),
  captured_at: timestamp
    .nullable()
    .meta({ description: "When the capturing device says it was taken; null when not given" }),
  source: z.enum(MEDIA_SOURCES).meta({
    description: "camera (the app's capture button), library (a picked file), api (the default)",
  }),
  location: z
    .object({
      latitude: z.number(),
      longitude: z.number(),
      accuracy_m: z.number(),
    })
    .nullable()
    .meta({
      description: "Where the capturing device was, when it said; stored apart from the file",
    }),
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
    kind: oneOf(MEDIA_KINDS, row.kind, "damage"),
    angle: row.kind === "angle" ? oneOf(PHOTO_ANGLES, row.angle, null) : null,
    sha256: row.sha256,
    received_at: iso(row.createdAt),
    captured_at: isoOrNull(row.capturedAt),
    source: oneOf(MEDIA_SOURCES, row.source, "api"),
    location: mediaLocation(row),
    created_at: iso(row.createdAt),
  };
}

export const MediaCaption = z.string().trim().max(500);

export function mediaLocation(
  row: Pick<MediaRow, "latitude" | "longitude" | "accuracyM">,
): MediaItem["location"] {
  if (row.latitude === null || row.longitude === null || row.accuracyM === null) return null;
  return { latitude: row.latitude, longitude: row.longitude, accuracy_m: row.accuracyM };
}

const formNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, "must be a number")
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** The optional evidence fields of both upload routes, as multipart text fields. */
export const MediaEvidenceFields = z
  .object({
    captured_at: z.iso.datetime({ offset: true }).optional().meta({
      description:
        "ISO 8601 time the device took the photo; at most 5 minutes after it is received",
    }),
    source: z.enum(["camera", "library"]).optional().meta({
      description: "camera (taken in the app) or library (a picked file); api when left out",
    }),
    latitude: formNumber(-90, 90)
      .optional()
      .meta({ description: "-90 to 90; with longitude and accuracy_m" }),
    longitude: formNumber(-180, 180)
      .optional()
      .meta({ description: "-180 to 180; with latitude and accuracy_m" }),
    accuracy_m: formNumber(0, 100_000)
      .optional()
      .meta({ description: "Metres, 0 to 100,000; with latitude and longitude" }),
  })
  .superRefine((fields, ctx) => {
    const given = (["latitude", "longitude", "accuracy_m"] as const).filter(
      (k) => fields[k] !== undefined,
    );
    if (given.length === 0 || given.length === 3) return;
    for (const key of ["latitude", "longitude", "accuracy_m"] as const)
      if (fields[key] === undefined)
        ctx.addIssue({
          code: "custom",
          path: [key],
          message:
            "is required with the other location fields (latitude, longitude, accuracy_m: all three or none)",
        });
  });
export type MediaEvidenceFields = z.infer<typeof MediaEvidenceFields>;

/** What the report's own photo route takes besides the file and the evidence. */
export const ReportMediaFields = z
  .object({
    kind: z.enum(REPORT_MEDIA_KINDS).meta({ description: "angle, odometer, fuel or other" }),
    angle: z
      .string()
      .optional()
      .meta({ description: "With kind angle: one of the report's template angles" }),
  })
  .superRefine((fields, ctx) => {
    if (fields.kind === "angle" && fields.angle === undefined)
      ctx.addIssue({ code: "custom", path: ["angle"], message: "is required with kind angle" });
    if (fields.kind !== "angle" && fields.angle !== undefined)
      ctx.addIssue({ code: "custom", path: ["angle"], message: "is only taken with kind angle" });
  });
export type ReportMediaFields = z.infer<typeof ReportMediaFields>;
