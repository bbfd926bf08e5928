// The app's twin of /api/v1/reports/{id}/pdf, on the staff session (?download=1 to save it).
import { sessionRoute } from "~/server/http/rest/api-route";
import { reportFileHandlers } from "~/server/http/files/report-files";

export const dynamic = "force-dynamic";
export const GET = sessionRoute(reportFileHandlers("app").getReportPdf);
