// A photo taken on the self-inspection page (an angle, the odometer, the gauge).
import { inspectMethodNotAllowed, postInspectPhoto } from "~/server/http/pages/inspect-routes";

export const dynamic = "force-dynamic";

export const POST = postInspectPhoto;
export const GET = inspectMethodNotAllowed("POST");
export const PUT = inspectMethodNotAllowed("POST");
export const DELETE = inspectMethodNotAllowed("POST");
export const PATCH = inspectMethodNotAllowed("POST");
