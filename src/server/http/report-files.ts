// The route handlers of reports' files: photo upload and lists, photo bytes, and the
// signed PDF. The same handlers serve the public API (/api/v1, API key) and the app
// (/api/app, session); only where item URLs point differs. Rules live in the services.
import { z } from "zod";
import { env } from "~/env";
import type { RouteContext } from "./api-route";
import { AppError } from "../errors";
import { ListQuery } from "../models/list";
import { MEDIA_MAX_BYTES, MediaCaption, toMediaItem } from "../models/media";
import { toPage } from "../services/pagination";
import { assertCan } from "../services/permissions";
import { deleteMedia, listMedia, readMediaBytes } from "../services/media/read-media";
import { assertUploadSize } from "../services/media/process-image";
import { uploadMedia } from "../services/media/upload-media";
import { readReportPdf, type ReportPdf } from "../services/reports/report-pdf";
import { readFormData } from "./limited-form-data";

type Handler = (req: Request, ctx: RouteContext<{ id: string }>) => Promise<Response>;

// Room for the multipart envelope around a file of the maximum size.
const MAX_UPLOAD_BODY = MEDIA_MAX_BYTES + 64 * 1024;
const TOO_LARGE = "Photos can be at most 20 MB.";
const JSON_TYPE = "application/json; charset=utf-8";
const FOREVER = "private, max-age=31536000, immutable";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": JSON_TYPE } });

function query<T extends z.ZodType>(req: Request, schema: T): z.infer<T> {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.flatMap((i) =>
    i.code === "unrecognized_keys" ? i.keys.map((k) => ({ parameter: k, detail: "is not a known parameter" })) : [{ parameter: i.path.join("."), detail: i.message }],
  );
  throw new AppError("invalid_request", `The query is not valid: ${errors.map((e) => `${e.parameter} ${e.detail}`).join("; ")}.`, { errors });
}

const ListParams = ListQuery.strict();
const BytesParams = z.object({ variant: z.enum(["original", "thumbnail"]).default("original") }).strict();
const PdfParams = z.object({ download: z.enum(["0", "1", "true", "false"]).optional() }).strict();

/** A file response that can be cached for ever: what a media id or a signed PDF names never changes. */
export function fileResponse(bytes: Buffer, contentType: string, options: { etag: string; filename?: string; download?: boolean }): Response {
  const headers: Record<string, string> = {
    "Content-Type": contentType,
    "Content-Length": String(bytes.length),
    "Cache-Control": FOREVER,
    ETag: `"${options.etag}"`,
    "X-Content-Type-Options": "nosniff",
  };
  if (options.filename) headers["Content-Disposition"] = `${options.download ? "attachment" : "inline"}; filename="${options.filename}"`;
  return new Response(new Uint8Array(bytes), { headers });
}

export const pdfResponse = (pdf: ReportPdf, download: boolean) =>
  fileResponse(pdf.bytes, "application/pdf", { etag: pdf.sha256, filename: pdf.filename, download });

/** The handlers for one surface: `api` (/api/v1, absolute URLs) or `app` (/api/app, URLs relative to the app). */
export function reportFileHandlers(surface: "api" | "app") {
  const base = surface === "api" ? `${env.APP_URL}/api/v1` : "/api/app";

  const listInspectionMedia: Handler = async (req, { caller, params }) => {
    assertCan(caller.actor, "reports.read");
    const page = query(req, ListParams);
    const rows = await listMedia({ companyId: caller.companyId, of: { inspectionId: params.id }, query: page });
    return json(toPage(rows, page, (row) => toMediaItem(row, base)));
  };

  const uploadInspectionMedia: Handler = async (req, { caller, params }) => {
    assertCan(caller.actor, "reports.write");
    const form = await readFormData(req, MAX_UPLOAD_BODY, TOO_LARGE);
    const unknown = [...new Set(form.keys())].filter((name) => name !== "file" && name !== "caption");
    if (unknown.length > 0) {
      throw new AppError("invalid_request", `Unknown form fields: ${unknown.join(", ")}. Send "file" and, optionally, "caption".`, {
        errors: unknown.map((name) => ({ pointer: `/${name}`, detail: "is not a known field" })),
      });
    }
    const file = form.get("file");
    if (!(file instanceof Blob)) {
      throw new AppError("invalid_request", 'Send the photo in a multipart field named "file".', { errors: [{ pointer: "/file", detail: "is required" }] });
    }
    assertUploadSize(file.size);
    const rawCaption = form.get("caption");
    const caption = MediaCaption.safeParse(typeof rawCaption === "string" ? rawCaption : "");
    if (!caption.success) throw new AppError("invalid_request", "The caption can be at most 500 characters.", { errors: [{ pointer: "/caption", detail: "at most 500 characters" }] });
    const row = await uploadMedia({ companyId: caller.companyId, actor: caller.actor, inspectionId: params.id, bytes: Buffer.from(await file.arrayBuffer()), caption: caption.data });
    return json(toMediaItem(row, base), 201);
  };

  const listReportMedia: Handler = async (req, { caller, params }) => {
    assertCan(caller.actor, "reports.read");
    const page = query(req, ListParams);
    const rows = await listMedia({ companyId: caller.companyId, of: { reportId: params.id }, query: page });
    return json(toPage(rows, page, (row) => toMediaItem(row, base)));
  };

  const getMediaBytes: Handler = async (req, { caller, params }) => {
    assertCan(caller.actor, "reports.read");
    const { variant } = query(req, BytesParams);
    const media = await readMediaBytes({ companyId: caller.companyId, id: params.id, variant });
    return fileResponse(media.bytes, media.contentType, { etag: `${params.id}-${variant}` });
  };

  const removeMedia: Handler = async (_req, { caller, params }) => {
    assertCan(caller.actor, "reports.write");
    const { id } = await deleteMedia({ companyId: caller.companyId, actor: caller.actor, id: params.id });
    return json({ id, deleted: true });
  };

  const getReportPdf: Handler = async (req, { caller, params }) => {
    assertCan(caller.actor, "reports.read");
    const { download } = query(req, PdfParams);
    const pdf = await readReportPdf({ companyId: caller.companyId, id: params.id });
    return pdfResponse(pdf, download === "1" || download === "true");
  };

  return { listInspectionMedia, uploadInspectionMedia, listReportMedia, getMediaBytes, removeMedia, getReportPdf };
}
