// The activity log as CSV (?actor_id=, ?object_type=, ?created_from=, ?created_to=), on the staff session.
import { getActivityCsv } from "~/server/http/activity-files";
import { sessionRoute } from "~/server/http/api-route";

export const dynamic = "force-dynamic";
export const GET = sessionRoute(getActivityCsv);
