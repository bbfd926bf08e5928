// The `This link is not valid` page (404) with the hirer pages' headers, for every path
// and verb under /sign/ that names nothing.
import { htmlResponse } from "./hirer-page";
import { newNonce } from "../security-headers";
import { renderSigningPage } from "./signing-pages";

export function notValidPage(token: string, status = 404): Response {
  const nonce = newNonce();
  return htmlResponse(
    renderSigningPage({ state: "invalid", agreement: null, company: null }, { token, nonce }),
    status,
    nonce,
  );
}

/** Any verb a hirer path does not serve: 405 with `Allow`, still with the hirer headers. */
export function methodNotAllowedPage(allow: string): () => Response {
  return () => {
    const response = notValidPage("", 405);
    response.headers.set("Allow", allow);
    return response;
  };
}
