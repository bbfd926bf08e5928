// GET /api/v1/openapi.json: the API's OpenAPI document; no key needed.
import { AppError } from "~/server/errors";
import { newId } from "~/server/ids";
import { openApiJson } from "~/server/http/openapi-document";
import { problemContext, problemResponse, appOrigin } from "~/server/http/problem";

export const dynamic = "force-dynamic";

export function GET(_req: Request): Response {
  return new Response(openApiJson(appOrigin()), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" },
  });
}

function readOnly(req: Request): Response {
  const error = new AppError("method_not_allowed", `${req.method} is not allowed on the OpenAPI document. Use GET.`, { headers: { Allow: "GET" } });
  return problemResponse(error, problemContext(req, newId("request")));
}

export { readOnly as POST, readOnly as PUT, readOnly as DELETE, readOnly as PATCH };
