// The staff app's "Download their data" (session).
import { sessionRoute } from "~/server/http/rest/api-route";
import { getCustomerExport } from "~/server/http/files/customer-files";

export const dynamic = "force-dynamic";
export const GET = sessionRoute(getCustomerExport);
