// The staff app's download of a signed agreement PDF (session).
import { sessionRoute } from "~/server/http/rest/api-route";
import { getAgreementPdf } from "~/server/http/files/agreement-files";

export const dynamic = "force-dynamic";
export const GET = sessionRoute(getAgreementPdf);
