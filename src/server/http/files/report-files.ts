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
import { MEDIA_MAX_BYTES, MediaCaption, MediaItem, toMediaItem } from "../../models/media";
import { toPage } from "../../services/pagination";
import { assertCan } from "../../services/permissions";
import { deleteMedia, listMedia, readMediaBytes } from "../../services/media/read-media";
import { assertUploadSize } from "../../services/media/process-image";
import { uploadMedia } from "../../services/media/upload-media";
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
    const form = await readFormData(req, MAX_UPLOAD_BODY, TOO_LARGE);
    const unknown = [...new Set(form.keys())].filter(
      (name) => name !== "file" && name !== "caption",
    );
    if (unknown.length > 0) {
      throw new AppError(
        "invalid_request",
        `Unknown form fields: ${unknown.join(", ")}. Send "file" and, optionally, "caption".`,
        {
          errors: unknown.map((name) => ({ pointer: `/${name}`, detail: "is not a known field" })),
        },
      );
    }
    const file = form.get("file");
    if (!(file instanceof Blob)) {
      throw new AppError("invalid_request", 'Send the photo in a multipart field named "file".', {
        errors: [{ pointer: "/file", detail: "is required" }],
      });
    }
    assertUploadSize(file.size);
    const rawCaption = form.get("caption");
    const caption = MediaCaption.safeParse(typeof rawCaption === "string" ? rawCaption : "");
    if (!caption.success)
      throw new AppError("invalid_request", "The caption can be at most 500 characters.", {
        errors: [{ pointer: "/caption", detail: "at most 500 characters" }],
      });
    const row = await uploadMedia({
      companyId: caller.companyId,
      actor: caller.actor,
      inspectionId: params.id,
      bytes: Buffer.from(await file.arrayBuffer()),
      caption: caption.data,
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
        "`multipart/form-data` with the image in `file` and an optional `caption`. JPEG, PNG or WebP, told by the bytes (not the name), up to 20 MB. The EXIF orientation is applied and all metadata (GPS included) is removed from what is stored and served; a JPEG thumbnail about 400 pixels wide is made. Draft reports only (409 `invalid_state`).",
      tags: ["Media"],
      requestParams: { path: inspectionPath },
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: z.object({
              file: z.string().meta({
                format: "binary",
                description: "The photo: JPEG, PNG or WebP, at most 20 MB",
              }),
              caption: z.string().max(500).optional(),
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
      description: "Every photo of every inspection of the report, newest first.",
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
        "The stored image (orientation applied, metadata removed) in its own type, or with `variant=thumbnail` a JPEG about 400 pixels wide. Cacheable for ever: a media id always names the same bytes.",
      tags: ["Media"],
      requestParams: {
        path: mediaPath,
        query: z.object({ variant: z.enum(["original", "thumbnail"]).optional() }),
      },
      "x-problems": [405],
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
        "The PDF frozen at sign-off; its SHA-256 is the report's `pdf_sha256`. 409 `invalid_state` before the report is signed off. `download=1` asks browsers to save it.",
      tags: ["Reports"],
      requestParams: {
        path: reportPath,
        query: z.object({ download: z.enum(["0", "1", "true", "false"]).optional() }),
      },
      "x-problems": [405, 409],
      responses: { "200": binary("The signed PDF", ["application/pdf"]) },
    },
  },
];
