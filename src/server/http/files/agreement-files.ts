// The signed agreement PDF as a route handler (tRPC cannot carry bytes): the same
// handler serves the public API (/api/v1, API key; AGREEMENT_FILE_ROUTES describes it)
// and the app (/api/app, session).
import { z } from "zod";
import { apiRoute, type RouteContext } from "../rest/api-route";
import { AppError } from "../../errors";
import { idOf } from "../../models/common";
import { readAgreementPdf } from "../../services/agreements/agreement-pdf";
import { assertCan } from "../../services/permissions";
import type { HandlerRoute } from "../rest/handler-route";
import { fileResponse, KEEP_FOREVER } from "./file-response";

const PdfParams = z.object({ download: z.enum(["0", "1", "true", "false"]).optional() }).strict();

export async function getAgreementPdf(
  req: Request,
  { caller, params }: RouteContext<{ id: string }>,
): Promise<Response> {
  assertCan(caller.actor, "agreements.read");
  const parsed = PdfParams.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) {
    throw new AppError("invalid_request", "The only query parameter is download.", {
      errors: [
        {
          parameter: "download",
          detail: "must be 0, 1, true or false, and nothing else is allowed",
        },
      ],
    });
  }
  const pdf = await readAgreementPdf({ companyId: caller.companyId, id: params.id });
  // The contract asks for an attachment named after the agreement id; `download=0` shows it inline in the app.
  return fileResponse(pdf.bytes, "application/pdf", {
    cache: KEEP_FOREVER,
    etag: pdf.sha256,
    filename: pdf.filename,
    download: parsed.data.download !== "0" && parsed.data.download !== "false",
  });
}

export const AGREEMENT_FILE_ROUTES: HandlerRoute[] = [
  {
    method: "GET",
    path: "/agreements/{id}/pdf",
    handle: apiRoute(getAgreementPdf),
    operation: {
      operationId: "agreements-pdf",
      summary: "Download the signed agreement PDF",
      description:
        "The sealed PDF (PAdES) frozen when the hirer signed; its SHA-256 is the agreement's `document_sha256`. Also once `out`, `closed`, or cancelled after signing. 409 `invalid_state` before signing; 410 `gone` once the company's retention policy deleted it. Served as an attachment named `{id}.pdf`.",
      tags: ["Agreements"],
      requestParams: {
        path: z.object({ id: idOf("agr", "01jd8x3m5kf3v9w2q7r4t6y8z0") }),
        query: z.object({ download: z.enum(["0", "1", "true", "false"]).optional() }),
      },
      "x-problems": [405, 409, 410],
      responses: {
        "200": {
          description: "The signed PDF",
          content: { "application/pdf": { schema: { type: "string", format: "binary" } } },
        },
      },
    },
  },
];
