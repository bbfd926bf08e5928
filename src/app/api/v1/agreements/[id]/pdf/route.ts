// GET /api/v1/agreements/{id}/pdf: the sealed PDF frozen when the hirer signed.
import { apiRoute, methodNotAllowed } from "~/server/http/api-route";
import { getAgreementPdf } from "~/server/http/agreement-files";

export const dynamic = "force-dynamic";
export const GET = apiRoute(getAgreementPdf);
export const POST = methodNotAllowed(["GET"]);
export const PUT = methodNotAllowed(["GET"]);
export const DELETE = methodNotAllowed(["GET"]);
export const PATCH = methodNotAllowed(["GET"]);
