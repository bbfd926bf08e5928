// GET /api/v1/inspections/{id}/media (list) and POST (multipart upload, field "file").
import { apiRoute, methodNotAllowed } from "~/server/http/api-route";
import { reportFileHandlers } from "~/server/http/report-files";

const handlers = reportFileHandlers("api");

export const dynamic = "force-dynamic";
export const GET = apiRoute(handlers.listInspectionMedia);
export const POST = apiRoute(handlers.uploadInspectionMedia);
export const PUT = methodNotAllowed(["GET", "POST"]);
export const DELETE = methodNotAllowed(["GET", "POST"]);
export const PATCH = methodNotAllowed(["GET", "POST"]);
