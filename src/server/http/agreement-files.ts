// The signed agreement PDF as a route handler (tRPC cannot carry bytes): the same
// handler serves the public API (/api/v1, API key) and the app (/api/app, session).
import { z } from "zod";
import type { RouteContext } from "./api-route";
import { AppError } from "../errors";
import { readAgreementPdf } from "../services/agreements/agreement-pdf";
import { assertCan } from "../services/permissions";
import { fileResponse } from "./report-files";

const PdfParams = z.object({ download: z.enum(["0", "1", "true", "false"]).optional() }).strict();

export async function getAgreementPdf(req: Request, { caller, params }: RouteContext<{ id: string }>): Promise<Response> {
  assertCan(caller.actor, "agreements.read");
  const parsed = PdfParams.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) {
    throw new AppError("invalid_request", "The only query parameter is download.", { errors: [{ parameter: "download", detail: "must be 0, 1, true or false, and nothing else is allowed" }] });
  }
  const pdf = await readAgreementPdf({ companyId: caller.companyId, id: params.id });
  // The contract asks for an attachment named after the agreement id; `download=0` shows it inline in the app.
  return fileResponse(pdf.bytes, "application/pdf", { etag: pdf.sha256, filename: pdf.filename, download: parsed.data.download !== "0" && parsed.data.download !== "false" });
}
