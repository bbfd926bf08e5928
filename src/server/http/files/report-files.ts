// The route handlers of reports' files: photo upload and lists, photo bytes, and the
// signed PDF. The same handlers serve the public API (/api/v1, API key) and the app
// (/api/app, session); only where item URLs point differs. Rules live in the services.
// report-file-routes.ts describes the public API's routes (OpenAPI operation and handler).
import { z } from "zod";
import { env } from "~/env";
import { zodFieldErrors } from "../../api/trpc";
import type { RouteContext } from "../rest/api-route";
import { AppError } from "../../errors";
import { ListQuery } from "../../models/list";
import {
  MEDIA_MAX_BYTES,
  MediaCaption,
  MediaEvidenceFields,
  ReportMediaFields,
  toMediaItem,
} from "../../models/media";
import { toPage } from "../../services/pagination";
import { assertCan } from "../../services/permissions";
import { deleteMedia, listMedia, readMediaBytes } from "../../services/media/read-media";
import { assertUploadSize } from "../../services/media/process-image";
import { uploadMedia, uploadReportMedia } from "../../services/media/upload-media";
import { readReportPdf, type ReportPdf } from "../../services/reports/report-pdf";
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
export async function readUpload<T extends z.ZodType>(
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
