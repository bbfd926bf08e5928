// Any other path under a signing link: not valid, with the hirer pages' headers.
import { renderSigningPage } from "~/components/signing/signing-pages";
import { htmlResponse, newNonce } from "~/server/http/hirer-page";

export const dynamic = "force-dynamic";

export async function GET(_req: Request, context: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await context.params;
  const nonce = newNonce();
  return htmlResponse(renderSigningPage({ state: "invalid", agreement: null, company: null }, { token, nonce }), 404, nonce);
}
