// The staff app's download of a damage charge's evidence pack (session).
import { sessionRoute } from "~/server/http/rest/api-route";
import { getDamageChargePdf } from "~/server/http/files/damage-charge-files";

export const dynamic = "force-dynamic";
export const GET = sessionRoute(getDamageChargePdf);
