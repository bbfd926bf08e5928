// GET /api/v1/media/{id} (the bytes; ?variant=thumbnail) and DELETE (draft reports only).
import { apiRoute, methodNotAllowed } from "~/server/http/api-route";
import { reportFileHandlers } from "~/server/http/report-files";

const handlers = reportFileHandlers("api");

export const dynamic = "force-dynamic";
export const GET = apiRoute(handlers.getMediaBytes);
export const DELETE = apiRoute(handlers.removeMedia);
export const POST = methodNotAllowed(["GET", "DELETE"]);
export const PUT = methodNotAllowed(["GET", "DELETE"]);
export const PATCH = methodNotAllowed(["GET", "DELETE"]);
