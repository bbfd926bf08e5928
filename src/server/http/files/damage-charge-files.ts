// The damage charge evidence pack as a route handler (bytes): the public API (/api/v1, API key;
// DAMAGE_CHARGE_FILE_ROUTES describes it) and the app (/api/app, session).
import { z } from "zod";
import { apiRoute, type RouteContext } from "../rest/api-route";
import { AppError } from "../../errors";
import { idOf } from "../../models/common";
import { readDamageChargePdf } from "../../services/damage-charges/charge-pdf";
import { assertCan } from "../../services/permissions";
import type { HandlerRoute } from "../rest/handler-route";
import { fileResponse, KEEP_NEVER } from "./file-response";

const PdfParams = z.object({ download: z.enum(["0", "1", "true", "false"]).optional() }).strict();

export async function getDamageChargePdf(
  req: Request,
  { caller, params }: RouteContext<{ id: string }>,
): Promise<Response> {
  assertCan(caller.actor, "agreements.read");
  const parsed = PdfParams.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success)
    throw new AppError("invalid_request", "The only query parameter is download.", {
      errors: [{ parameter: "download", detail: "must be 0, 1, true or false" }],
    });
  const pdf = await readDamageChargePdf({ companyId: caller.companyId, id: params.id });
  return fileResponse(pdf.bytes, "application/pdf", {
    cache: KEEP_NEVER,
    etag: pdf.sha256,
    filename: pdf.filename,
    download: parsed.data.download !== "0" && parsed.data.download !== "false",
  });
}

export const DAMAGE_CHARGE_FILE_ROUTES: HandlerRoute[] = [
  {
    method: "GET",
    path: "/damage-charges/{id}/pdf",
    handle: apiRoute(getDamageChargePdf),
    operation: {
      operationId: "agreements-damageChargePdf",
      summary: "Download a damage charge's evidence pack",
      description:
        "The evidence pack, sealed (PAdES) like the agreement PDF: the hire, both reports' ids and `pdf_sha256`, each line with its before and after photo, size, fair-wear-and-tear decision and amount, the total and a `Timeline`. Rendered and frozen at each status change (the same bytes until the next). In `draft`: 409 `invalid_state`; 410 `gone` once the company's retention policy deleted it with its agreement's files.",
      tags: ["Damage charges"],
      requestParams: {
        path: z.object({ id: idOf("dmc", "01jd8x3m5kf3v9w2q7r4t6y8z0") }),
        query: z.object({ download: z.enum(["0", "1", "true", "false"]).optional() }),
      },
      "x-problems": [405, 409, 410],
      responses: {
        "200": {
          description: "The evidence pack",
          content: { "application/pdf": { schema: { type: "string", format: "binary" } } },
        },
      },
    },
  },
];
