// The route handlers of reports' files: photo upload and lists, photo bytes, and the
// signed PDF. The same handlers serve the public API (/api/v1, API key) and the app
// (/api/app, session); only where item URLs point differs. Rules live in the services.
// REPORT_FILE_ROUTES describes the public API's routes (OpenAPI operation and handler).
import { z } from "zod";
import { env } from "~/env";
import { zodFieldErrors } from "../../api/trpc";
import { apiRoute, type RouteContext } from "../rest/api-route";
import { AppError } from "../../errors";
import { idOf } from "../../models/common";
import { ListQuery, page } from "../../models/list";
import { PHOTO_ANGLES } from "../../models/photo-angles";
import {
  MEDIA_MAX_BYTES,
  MediaCaption,
  MediaEvidenceFields,
  MediaItem,
  ReportMediaFields,
  toMediaItem,
} from "../../models/media";
import { toPage } from "../../services/pagination";
import { assertCan } from "../../services/permissions";
import { deleteMedia, listMedia, readMediaBytes } from "../../services/media/read-media";
import { assertUploadSize } from "../../services/media/process-image";
import { uploadMedia, uploadReportMedia } from "../../services/media/upload-media";
import { readReportPdf, type ReportPdf } from "../../services/reports/report-pdf";
import type { HandlerRoute } from "../rest/handler-route";
import { fileResponse, KEEP_FOREVER } from "./file-response";
import { readFormData } from "../limited-form-data";

type Handler = (req: Request, ctx: RouteContext<{ id: string }>) => Promise<Response>;

// Room for the multipart envelope around a file of the maximum size.
const MAX_UPLOAD_BODY = MEDIA_MAX_BYTES + 64 * 1024;
const TOO_LARGE = "Photos can be at most 20 MB.";
const JSON_TYPE = "application/json; charset=utf-8";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": JSON_TYPE } });

function query<T extends z.ZodType>(req: Request, schema: T): z.infer<T> {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  const errors = zodFieldErrors(parsed.error, () => true);
  throw new AppError(
    "invalid_request",
    `The query is not valid: ${errors.map((e) => `${e.parameter} ${e.detail}`).join("; ")}.`,
    { errors },
  );
}

const EVIDENCE_FIELDS = ["captured_at", "source", "latitude", "longitude", "accuracy_m"];

/** The photo of a multipart upload, its caption and evidence; unknown fields and bad values are refused together. */
async function readUpload<T extends z.ZodType>(
  req: Request,
  extraFields: readonly string[],
  extra: T,
) {
  const receivedAt = new Date();
  const form = await readFormData(req, MAX_UPLOAD_BODY, TOO_LARGE);
  const known = new Set(["file", "caption", ...EVIDENCE_FIELDS, ...extraFields]);
  const unknown = [...new Set(form.keys())].filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new AppError(
      "invalid_request",
      `Unknown form fields: ${unknown.join(", ")}. Send "file" and, optionally, ${[...known].filter((k) => k !== "file").join(", ")}.`,
      {
        errors: unknown.map((name) => ({ pointer: `/${name}`, detail: "is not a known field" })),
      },
    );
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const fields = Object.fromEntries(
    [...EVIDENCE_FIELDS, ...extraFields].flatMap((name) => {
      const value = text(name);
      return value === undefined ? [] : [[name, value]];
    }),
  );
  const file = form.get("file");
  const errors = [];
  if (!(file instanceof Blob)) errors.push({ pointer: "/file", detail: "is required" });
  const caption = MediaCaption.safeParse(text("caption") ?? "");
  if (!caption.success) errors.push({ pointer: "/caption", detail: "at most 500 characters" });
  const evidence = MediaEvidenceFields.safeParse(fields);
  if (!evidence.success) errors.push(...zodFieldErrors(evidence.error));
  const target = extra.safeParse(fields);
  if (!target.success) errors.push(...zodFieldErrors(target.error));
  if (
    errors.length > 0 ||
    !(file instanceof Blob) ||
    !caption.success ||
    !evidence.success ||
    !target.success
  )
    throw new AppError(
      "invalid_request",
      `The upload is not valid: ${errors.map((e) => `${e.pointer} ${e.detail}`).join("; ")}.`,
      { errors },
    );
  assertUploadSize(file.size);
  return {
    receivedAt,
    target: target.data,
    caption: caption.data,
    evidence: evidence.data,
    bytes: async () => Buffer.from(await file.arrayBuffer()),
  };
}

const ListParams = ListQuery.strict();
const BytesParams = z
  .object({ variant: z.enum(["original", "thumbnail"]).default("original") })
  .strict();
const PdfParams = z.object({ download: z.enum(["0", "1", "true", "false"]).optional() }).strict();

const pdfResponse = (pdf: ReportPdf, download: boolean) =>
  fileResponse(pdf.bytes, "application/pdf", {
    cache: KEEP_FOREVER,
    etag: pdf.sha256,
    filename: pdf.filename,
    download,
  });

/** The handlers for one surface: `api` (/api/v1, absolute URLs) or `app` (/api/app, URLs relative to the app). */
export function reportFileHandlers(surface: "api" | "app") {
  const base = surface === "api" ? `${env.APP_URL}/api/v1` : "/api/app";

  const listInspectionMedia: Handler = async (req, { caller, params }) => {
    assertCan(caller.actor, "reports.read");
    const page = query(req, ListParams);
    const rows = await listMedia({
      companyId: caller.companyId,
      of: { inspectionId: params.id },
      query: page,
    });
    return json(toPage(rows, page, (row) => toMediaItem(row, base)));
  };

  const uploadInspectionMedia: Handler = async (req, { caller, params }) => {
    assertCan(caller.actor, "reports.write");
    const upload = await readUpload(req, [], z.object({}));
    const row = await uploadMedia({
      companyId: caller.companyId,
      actor: caller.actor,
      inspectionId: params.id,
      bytes: await upload.bytes(),
      caption: upload.caption,
      evidence: upload.evidence,
      receivedAt: upload.receivedAt,
    });
    return json(toMediaItem(row, base), 201);
  };

  const uploadVehicleMedia: Handler = async (req, { caller, params }) => {
    assertCan(caller.actor, "reports.write");
    const upload = await readUpload(req, ["kind", "angle"], ReportMediaFields);
    const row = await uploadReportMedia({
      companyId: caller.companyId,
      actor: caller.actor,
      reportId: params.id,
      kind: upload.target.kind,
      angle: upload.target.angle,
      bytes: await upload.bytes(),
      caption: upload.caption,
      evidence: upload.evidence,
      receivedAt: upload.receivedAt,
    });
    return json(toMediaItem(row, base), 201);
  };

  const listReportMedia: Handler = async (req, { caller, params }) => {
    assertCan(caller.actor, "reports.read");
    const page = query(req, ListParams);
    const rows = await listMedia({
      companyId: caller.companyId,
      of: { reportId: params.id },
      query: page,
    });
    return json(toPage(rows, page, (row) => toMediaItem(row, base)));
  };

  const getMediaBytes: Handler = async (req, { caller, params }) => {
    assertCan(caller.actor, "reports.read");
    const { variant } = query(req, BytesParams);
    const media = await readMediaBytes({ companyId: caller.companyId, id: params.id, variant });
    return fileResponse(media.bytes, media.contentType, {
      cache: KEEP_FOREVER,
      etag: `${params.id}-${variant}`,
    });
  };

  const removeMedia: Handler = async (_req, { caller, params }) => {
    assertCan(caller.actor, "reports.write");
    const { id } = await deleteMedia({
      companyId: caller.companyId,
      actor: caller.actor,
      id: params.id,
    });
    return json({ id, deleted: true });
  };

  const getReportPdf: Handler = async (req, { caller, params }) => {
    assertCan(caller.actor, "reports.read");
    const { download } = query(req, PdfParams);
    const pdf = await readReportPdf({ companyId: caller.companyId, id: params.id });
    return pdfResponse(pdf, download === "1" || download === "true");
  };

  return {
    listInspectionMedia,
    uploadInspectionMedia,
    uploadVehicleMedia,
    listReportMedia,
    getMediaBytes,
    removeMedia,
    getReportPdf,
  };
}

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
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: z.object({
              file: fileField,
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
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: z.object({
              file: fileField,
              kind: z.enum(["angle", "odometer", "fuel", "other"]),
              angle: z
                .enum(PHOTO_ANGLES)
                .optional()
                .meta({ description: "With kind angle: one of the report's template angles" }),
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
