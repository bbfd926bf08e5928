// GET /api/v1/reports/{id}/pdf: the signed PDF, once the report is signed off.
import { apiRoute, methodNotAllowed } from "~/server/http/api-route";
import { reportFileHandlers } from "~/server/http/report-files";

const handlers = reportFileHandlers("api");

export const dynamic = "force-dynamic";
export const GET = apiRoute(handlers.getReportPdf);
export const POST = methodNotAllowed(["GET"]);
export const PUT = methodNotAllowed(["GET"]);
export const DELETE = methodNotAllowed(["GET"]);
export const PATCH = methodNotAllowed(["GET"]);
