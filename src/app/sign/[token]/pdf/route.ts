// The hirer's copy of the signed agreement: the same bytes as GET /agreements/{id}/pdf.
import { renderSigningPage } from "~/components/signing/signing-pages";
import { AppError } from "~/server/errors";
import { bytesResponse, htmlResponse, newNonce } from "~/server/http/hirer-page";
import { readSignedPdfByToken } from "~/server/services/agreements/agreement-pdf";

export const dynamic = "force-dynamic";

export async function GET(_req: Request, context: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await context.params;
  try {
    const pdf = await readSignedPdfByToken(token);
    return bytesResponse(pdf.bytes, "application/pdf", { "Content-Disposition": `attachment; filename="${pdf.filename}"`, ETag: `"${pdf.sha256}"` });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "not_found") throw error;
    const nonce = newNonce();
    return htmlResponse(renderSigningPage({ state: "invalid", agreement: null, company: null }, { token, nonce }), 404, nonce);
  }
}
