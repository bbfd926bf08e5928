// The mileage and fuel (or charge) level typed on the self-inspection page.
import { inspectMethodNotAllowed, postInspectReadings } from "~/server/http/pages/inspect-routes";

export const dynamic = "force-dynamic";

export const POST = postInspectReadings;
export const GET = inspectMethodNotAllowed("POST");
export const PUT = inspectMethodNotAllowed("POST");
export const DELETE = inspectMethodNotAllowed("POST");
export const PATCH = inspectMethodNotAllowed("POST");
