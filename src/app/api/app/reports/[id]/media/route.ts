// The app's twin of /api/v1/reports/{id}/media, on the staff session.
import { sessionRoute } from "~/server/http/api-route";
import { reportFileHandlers } from "~/server/http/report-files";

export const dynamic = "force-dynamic";
export const GET = sessionRoute(reportFileHandlers("app").listReportMedia);
