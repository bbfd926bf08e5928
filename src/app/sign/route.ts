// /sign without a token: not a valid link (with the hirer pages' headers).
import { renderSigningPage } from "~/components/signing/signing-pages";
import { htmlResponse, newNonce } from "~/server/http/hirer-page";

export const dynamic = "force-dynamic";

export function GET(): Response {
  const nonce = newNonce();
  return htmlResponse(renderSigningPage({ state: "invalid", agreement: null, company: null }, { token: "", nonce }), 404, nonce);
}
