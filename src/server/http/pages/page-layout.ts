// The document around every hirer's page (signing, damage charge, self-inspection): phone
// viewport, never indexed, no Referer, one inlined stylesheet and at most one inlined script,
// both carrying the response's nonce.
import { Html, html } from "./html";

export function hirerDocument(options: {
  title: string;
  nonce: string;
  css: string;
  body: Html;
  script?: string;
}): string {
  return `<!doctype html>${
    html`<html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>${options.title}</title>
        <style nonce="${options.nonce}">
          ${new Html(options.css)}
        </style>
      </head>
      <body>
        <main>${options.body}</main>
        ${
          options.script
            ? html`<script nonce="${options.nonce}">
                ${new Html(options.script)};
              </script>`
            : ""
        }
      </body>
    </html>`.value
  }`;
}
