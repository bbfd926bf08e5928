// The hirer's self-inspection page: GET shows the link's state (contract section 8, "Hirer
// self-inspection", and section 11); the page's script posts to the routes beside it.
import { getInspectPage, inspectPageNotAllowed } from "~/server/http/pages/inspect-routes";

export const dynamic = "force-dynamic";

export const GET = getInspectPage;
export const POST = inspectPageNotAllowed;
export const PUT = inspectPageNotAllowed;
export const DELETE = inspectPageNotAllowed;
export const PATCH = inspectPageNotAllowed;
