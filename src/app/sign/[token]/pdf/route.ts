// The hirer's copy of the signed agreement: the same bytes as GET /agreements/{id}/pdf.
import { AppError } from "~/server/errors";
import { bytesResponse } from "~/server/http/pages/hirer-page";
import {
  documentGonePage,
  methodNotAllowedPage,
  notValidPage,
} from "~/server/http/pages/not-valid-page";
import { readSignedPdfByToken } from "~/server/services/agreements/agreement-pdf";

export const dynamic = "force-dynamic";

export async function GET(
  _req: Request,
  context: { params: Promise<{ token: string }> },
): Promise<Response> {
  const { token } = await context.params;
  try {
    const pdf = await readSignedPdfByToken(token);
    return bytesResponse(pdf.bytes, "application/pdf", {
      etag: pdf.sha256,
      filename: pdf.filename,
      download: true,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "gone") return documentGonePage(error.message);
    if (!(error instanceof AppError) || error.code !== "not_found") throw error;
    return notValidPage(token);
  }
}

export const POST = methodNotAllowedPage("GET");
export const PUT = methodNotAllowedPage("GET");
export const DELETE = methodNotAllowedPage("GET");
export const PATCH = methodNotAllowedPage("GET");
