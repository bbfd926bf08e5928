// The app's twin of /api/v1/media/{id}, on the staff session.
import { sessionRoute } from "~/server/http/rest/api-route";
import { reportFileHandlers } from "~/server/http/files/report-files";

const handlers = reportFileHandlers("app");

export const dynamic = "force-dynamic";
export const GET = sessionRoute(handlers.getMediaBytes);
export const DELETE = sessionRoute(handlers.removeMedia);
