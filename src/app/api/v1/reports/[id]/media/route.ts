// GET /api/v1/reports/{id}/media: every photo of the report.
import { apiRoute, methodNotAllowed } from "~/server/http/api-route";
import { reportFileHandlers } from "~/server/http/report-files";

const handlers = reportFileHandlers("api");

export const dynamic = "force-dynamic";
export const GET = apiRoute(handlers.listReportMedia);
export const POST = methodNotAllowed(["GET"]);
export const PUT = methodNotAllowed(["GET"]);
export const DELETE = methodNotAllowed(["GET"]);
export const PATCH = methodNotAllowed(["GET"]);
