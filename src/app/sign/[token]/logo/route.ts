// The company's logo on its signing page, for a link that names an agreement.
import { renderSigningPage } from "~/components/signing/signing-pages";
import { bytesResponse, htmlResponse, newNonce } from "~/server/http/hirer-page";
import { signingLogo } from "~/server/services/signing/signing-link";

export const dynamic = "force-dynamic";

export async function GET(_req: Request, context: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await context.params;
  const logo = await signingLogo(token);
  if (logo) return bytesResponse(logo.body, logo.contentType);
  const nonce = newNonce();
  return htmlResponse(renderSigningPage({ state: "invalid", agreement: null, company: null }, { token, nonce }), 404, nonce);
}
