// The public API's description of reports' file routes (OpenAPI operation and handler): photo
// uploads and lists, photo bytes, the signed PDF. The handlers are report-files.ts's.
import { z } from "zod";
import { idOf } from "../../models/common";
import { ListQuery, page } from "../../models/list";
import { MediaItem } from "../../models/media";
import { PHOTO_ANGLES } from "../../models/photo-angles";
import { apiRoute } from "../rest/api-route";
import type { HandlerRoute } from "../rest/handler-route";
import { reportFileHandlers } from "./report-files";

const inspectionPath = z.object({ id: idOf("ins", "01jd8x3m5kf3v9w2q7r4t6y8z0") });
const reportPath = z.object({ id: idOf("rep", "01jd8x3m5kf3v9w2q7r4t6y8z0") });
const mediaPath = z.object({ id: idOf("med", "01jd8x3m5kf3v9w2q7r4t6y8z0") });
const mediaPage = page(MediaItem).meta({ id: "MediaPage" });
const binary = (description: string, types: string[]) => ({
  description,
  content: Object.fromEntries(
    types.map((t) => [t, { schema: { type: "string" as const, format: "binary" } }]),
  ),
});

const evidenceSchema = {
  captured_at: z.string().optional().meta({
    description:
      "ISO 8601 time the capturing device took the photo; at most 5 minutes after it is received (else 400 on `/captured_at`)",
  }),
  source: z.enum(["camera", "library"]).optional().meta({
    description:
      "camera (the app's capture button) or library (a picked file); `api` when left out",
  }),
  latitude: z
    .string()
    .optional()
    .meta({ description: "-90 to 90; all three location fields or none" }),
  longitude: z.string().optional().meta({ description: "-180 to 180" }),
  accuracy_m: z.string().optional().meta({ description: "Metres, 0 to 100,000" }),
};
const fileField = z.string().meta({
  format: "binary",
  description: "The photo: JPEG, PNG or WebP, at most 20 MB",
});
const EVIDENCE_NOTE =
  " Optional evidence: `captured_at`, `source`, and `latitude`, `longitude`, `accuracy_m` (all three or none; stored apart from the file, whose metadata is still removed). The answer's `sha256` is of the bytes `GET /media/{id}` serves.";

const api = reportFileHandlers("api");

/** A photo upload's body (the file, `fields`, a caption, the evidence fields) and its answers. */
const photoUpload = (fields: z.ZodRawShape) => ({
  requestBody: {
    required: true,
    content: {
      "multipart/form-data": {
        schema: z.object({
          file: fileField,
          ...fields,
          caption: z.string().max(500).optional(),
          ...evidenceSchema,
        }),
      },
    },
  },
  "x-problems": [405, 409, 413, 415],
  responses: {
    "201": { description: "Created", content: { "application/json": { schema: MediaItem } } },
  },
});

export const REPORT_FILE_ROUTES: HandlerRoute[] = [
  {
    method: "GET",
    path: "/inspections/{id}/media",
    handle: apiRoute(api.listInspectionMedia),
    operation: {
      operationId: "inspections-media-list",
      summary: "List an inspection's photos",
      description: "Newest first, with URLs of the image and of its thumbnail (same credentials).",
      tags: ["Media"],
      requestParams: { path: inspectionPath, query: ListQuery },
      "x-problems": [405],
      responses: {
        "200": { description: "OK", content: { "application/json": { schema: mediaPage } } },
      },
    },
  },
  {
    method: "POST",
    path: "/inspections/{id}/media",
    handle: apiRoute(api.uploadInspectionMedia),
    operation: {
      operationId: "inspections-media-upload",
      summary: "Upload a photo",
      description:
        "`multipart/form-data` with the image in `file` and an optional `caption`. JPEG, PNG or WebP, told by the bytes (not the name), up to 20 MB. The EXIF orientation is applied and all metadata (GPS included) is removed from what is stored and served; a JPEG thumbnail about 400 pixels wide is made. The item's `kind` is `damage`. Draft reports only (409 `invalid_state`)." +
        EVIDENCE_NOTE,
      tags: ["Media"],
      requestParams: { path: inspectionPath },
      ...photoUpload({}),
    },
  },
  {
    method: "POST",
    path: "/reports/{id}/media",
    handle: apiRoute(api.uploadVehicleMedia),
    operation: {
      operationId: "reports-media-upload",
      summary: "Upload a photo of the whole vehicle",
      description:
        "`multipart/form-data`: `file` and `kind`, one of `angle` (with `angle`, one of the report's template angles; else 400 on `/angle`), `odometer`, `fuel` (the charge-level photo of an electric vehicle too) or `other`; `angle` with any other kind is 400 on `/angle`. The item has `inspection_id: null`; a second photo of one angle is added, not replaced. Same image rules as an inspection's photo. Draft reports only (409 `invalid_state`)." +
        EVIDENCE_NOTE,
      tags: ["Media"],
      requestParams: { path: reportPath },
      ...photoUpload({
        kind: z.enum(["angle", "odometer", "fuel", "other"]),
        angle: z
          .enum(PHOTO_ANGLES)
          .optional()
          .meta({ description: "With kind angle: one of the report's template angles" }),
      }),
    },
  },
  {
    method: "GET",
    path: "/reports/{id}/media",
    handle: apiRoute(api.listReportMedia),
    operation: {
      operationId: "reports-media-list",
      summary: "List a report's photos",
      description:
        "Every photo of the report, newest first: its inspections' and those of the whole vehicle (walk-around angles, odometer, fuel, other).",
      tags: ["Media"],
      requestParams: { path: reportPath, query: ListQuery },
      "x-problems": [405],
      responses: {
        "200": { description: "OK", content: { "application/json": { schema: mediaPage } } },
      },
    },
  },
  {
    method: "GET",
    path: "/media/{id}",
    handle: apiRoute(api.getMediaBytes),
    operation: {
      operationId: "media-get",
      summary: "Download a photo",
      description:
        "The stored image (orientation applied, metadata removed) in its own type, or with `variant=thumbnail` a JPEG about 400 pixels wide. Cacheable for ever: a media id always names the same bytes, until the company's retention policy deletes the report's photos (410 `gone`).",
      tags: ["Media"],
      requestParams: {
        path: mediaPath,
        query: z.object({ variant: z.enum(["original", "thumbnail"]).optional() }),
      },
      "x-problems": [405, 410],
      responses: { "200": binary("The image", ["image/jpeg", "image/png", "image/webp"]) },
    },
  },
  {
    method: "DELETE",
    path: "/media/{id}",
    handle: apiRoute(api.removeMedia),
    operation: {
      operationId: "media-delete",
      summary: "Delete a photo",
      description: "Removes the photo and its files. Draft reports only (409 `invalid_state`).",
      tags: ["Media"],
      requestParams: { path: mediaPath },
      "x-problems": [405, 409],
      responses: {
        "200": {
          description: "Deleted",
          content: {
            "application/json": { schema: z.object({ id: z.string(), deleted: z.literal(true) }) },
          },
        },
      },
    },
  },
  {
    method: "GET",
    path: "/reports/{id}/pdf",
    handle: apiRoute(api.getReportPdf),
    operation: {
      operationId: "reports-pdf",
      summary: "Download the signed PDF",
      description:
        "The PDF frozen at sign-off; its SHA-256 is the report's `pdf_sha256`. 409 `invalid_state` before the report is signed off; 410 `gone` once the company's retention policy deleted it. `download=1` asks browsers to save it.",
      tags: ["Reports"],
      requestParams: {
        path: reportPath,
        query: z.object({ download: z.enum(["0", "1", "true", "false"]).optional() }),
      },
      "x-problems": [405, 409, 410],
      responses: { "200": binary("The signed PDF", ["application/pdf"]) },
    },
  },
];
