// Send inspection: completes the report, or says what is missing.
import { inspectMethodNotAllowed, postInspectSend } from "~/server/http/pages/inspect-routes";

export const dynamic = "force-dynamic";

export const POST = postInspectSend;
export const GET = inspectMethodNotAllowed("POST");
export const PUT = inspectMethodNotAllowed("POST");
export const DELETE = inspectMethodNotAllowed("POST");
export const PATCH = inspectMethodNotAllowed("POST");
