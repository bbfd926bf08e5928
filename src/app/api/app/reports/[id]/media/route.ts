// The app's twin of /api/v1/reports/{id}/media (photos of the whole vehicle), on the staff session.
import { sessionRoute } from "~/server/http/rest/api-route";
import { reportFileHandlers } from "~/server/http/files/report-files";

const handlers = reportFileHandlers("app");

export const dynamic = "force-dynamic";
export const POST = sessionRoute(handlers.uploadVehicleMedia);
