// A damage placed on the self-inspection page's diagram, with its photo.
import { inspectMethodNotAllowed, postInspectDamage } from "~/server/http/pages/inspect-routes";

export const dynamic = "force-dynamic";

export const POST = postInspectDamage;
export const GET = inspectMethodNotAllowed("POST");
export const PUT = inspectMethodNotAllowed("POST");
export const DELETE = inspectMethodNotAllowed("POST");
export const PATCH = inspectMethodNotAllowed("POST");
