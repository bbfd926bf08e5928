// The OpenAPI description of the reports' handler routes (report-files.ts): photo
// upload and lists, photo bytes, and the signed PDF.
import { z } from "zod";
import { idOf } from "../models/common";
import { ListQuery, page } from "../models/list";
import { MediaItem } from "../models/media";
import { registerExtraOperation } from "./openapi-extra";

const inspectionPath = z.object({ id: idOf("ins", "01jd8x3m5kf3v9w2q7r4t6y8z0") });
const reportPath = z.object({ id: idOf("rep", "01jd8x3m5kf3v9w2q7r4t6y8z0") });
const mediaPath = z.object({ id: idOf("med", "01jd8x3m5kf3v9w2q7r4t6y8z0") });
const mediaPage = page(MediaItem).meta({ id: "MediaPage" });
const binary = (description: string, types: string[]) => ({
  description,
  content: Object.fromEntries(types.map((t) => [t, { schema: { type: "string" as const, format: "binary" } }])),
});

registerExtraOperation("/inspections/{id}/media", "GET", {
  operationId: "inspections-media-list",
  summary: "List an inspection's photos",
  description: "Newest first, with URLs of the image and of its thumbnail (same credentials).",
  tags: ["Media"],
  requestParams: { path: inspectionPath, query: ListQuery },
  "x-problems": [405],
  responses: { "200": { description: "OK", content: { "application/json": { schema: mediaPage } } } },
});

registerExtraOperation("/inspections/{id}/media", "POST", {
  operationId: "inspections-media-upload",
  summary: "Upload a photo",
  description:
    "`multipart/form-data` with the image in `file` and an optional `caption`. JPEG, PNG or WebP, told by the bytes (not the name), up to 20 MB. The EXIF orientation is applied and all metadata (GPS included) is removed from what is stored and served; a JPEG thumbnail about 400 pixels wide is made. Draft reports only (409 `invalid_state`).",
  tags: ["Media"],
  requestParams: { path: inspectionPath },
  requestBody: {
    required: true,
    content: {
      "multipart/form-data": {
        schema: z.object({
          file: z.string().meta({ format: "binary", description: "The photo: JPEG, PNG or WebP, at most 20 MB" }),
          caption: z.string().max(500).optional(),
        }),
      },
    },
  },
  "x-problems": [405, 409, 413, 415],
  responses: { "201": { description: "Created", content: { "application/json": { schema: MediaItem } } } },
});

registerExtraOperation("/reports/{id}/media", "GET", {
  operationId: "reports-media-list",
  summary: "List a report's photos",
  description: "Every photo of every inspection of the report, newest first.",
  tags: ["Media"],
  requestParams: { path: reportPath, query: ListQuery },
  "x-problems": [405],
  responses: { "200": { description: "OK", content: { "application/json": { schema: mediaPage } } } },
});

registerExtraOperation("/media/{id}", "GET", {
  operationId: "media-get",
  summary: "Download a photo",
  description:
    "The stored image (orientation applied, metadata removed) in its own type, or with `variant=thumbnail` a JPEG about 400 pixels wide. Cacheable for ever: a media id always names the same bytes.",
  tags: ["Media"],
  requestParams: { path: mediaPath, query: z.object({ variant: z.enum(["original", "thumbnail"]).optional() }) },
  "x-problems": [405],
  responses: { "200": binary("The image", ["image/jpeg", "image/png", "image/webp"]) },
});

registerExtraOperation("/media/{id}", "DELETE", {
  operationId: "media-delete",
  summary: "Delete a photo",
  description: "Removes the photo and its files. Draft reports only (409 `invalid_state`).",
  tags: ["Media"],
  requestParams: { path: mediaPath },
  "x-problems": [405, 409],
  responses: {
    "200": { description: "Deleted", content: { "application/json": { schema: z.object({ id: z.string(), deleted: z.literal(true) }) } } },
  },
});

registerExtraOperation("/reports/{id}/pdf", "GET", {
  operationId: "reports-pdf",
  summary: "Download the signed PDF",
  description:
    "The PDF frozen at sign-off; its SHA-256 is the report's `pdf_sha256`. 409 `invalid_state` before the report is signed off. `download=1` asks browsers to save it.",
  tags: ["Reports"],
  requestParams: { path: reportPath, query: z.object({ download: z.enum(["0", "1", "true", "false"]).optional() }) },
  "x-problems": [405, 409],
  responses: { "200": binary("The signed PDF", ["application/pdf"]) },
});
