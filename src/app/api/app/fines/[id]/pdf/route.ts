// The staff app's transfer pack of a fine (session): its preview and download.
import { sessionRoute } from "~/server/http/rest/api-route";
import { getFinePack } from "~/server/http/files/fine-files";

export const dynamic = "force-dynamic";
export const GET = sessionRoute(getFinePack);
