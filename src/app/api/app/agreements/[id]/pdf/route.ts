// The staff app's download of a signed agreement PDF (session).
import { sessionRoute } from "~/server/http/api-route";
import { getAgreementPdf } from "~/server/http/agreement-files";

export const dynamic = "force-dynamic";
export const GET = sessionRoute(getAgreementPdf);
