// A photo shown on the self-inspection page (its thumbnail), for a live link only.
import { getInspectPhoto, inspectMethodNotAllowed } from "~/server/http/pages/inspect-routes";

export const dynamic = "force-dynamic";

export const GET = getInspectPhoto;
export const POST = inspectMethodNotAllowed("GET");
export const PUT = inspectMethodNotAllowed("GET");
export const DELETE = inspectMethodNotAllowed("GET");
export const PATCH = inspectMethodNotAllowed("GET");
