// The `This link is not valid` page (404) with the hirer pages' headers, for every path
// and verb under /sign/ that names nothing.
import { htmlResponse } from "./hirer-page";
import { html } from "./html";
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

/** 410: the signed PDF was deleted under the company's retention policy (`detail` says when). */
export function documentGonePage(detail: string): Response {
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Document deleted - Kerbside</title>
      </head>
      <body>
        <main>
          <h1>This document has been deleted</h1>
          <p>${detail} Ask the company that sent it if you need a copy.</p>
        </main>
      </body>
    </html>`;
  return htmlResponse(page.value, 410, newNonce());
}

/** Any verb a hirer path does not serve: 405 with `Allow`, still with the hirer headers. */
export function methodNotAllowedPage(allow: string): () => Response {
  return () => {
    const response = notValidPage("", 405);
    response.headers.set("Allow", allow);
    return response;
  };
}
