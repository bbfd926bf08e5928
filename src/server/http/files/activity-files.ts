// Settings > Activity's export: the log as CSV with the page's filters, on the staff session.
import type { RouteContext } from "../rest/api-route";
import { ActivityFilters } from "../../models/activity";
import { activityCsv } from "../../services/activity/activity-csv";
import { assertCan } from "../../services/permissions";
import { csvDownload } from "./csv-download";

export function getActivityCsv(
  req: Request,
  ctx: RouteContext<Record<string, string>>,
): Promise<Response> {
  assertCan(ctx.caller.actor, "activity.read");
  return csvDownload(req, {
    filters: ActivityFilters,
    filename: "kerbside-activity",
    lines: (filters) => activityCsv({ companyId: ctx.caller.companyId, filters }),
  });
}
