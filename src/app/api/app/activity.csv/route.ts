// The activity log as CSV (?actor_id=, ?object_type=, ?created_from=, ?created_to=), on the staff session.
import { getActivityCsv } from "~/server/http/files/activity-files";
import { sessionRoute } from "~/server/http/rest/api-route";

export const dynamic = "force-dynamic";
export const GET = sessionRoute(getActivityCsv);
