// The sandbox checkout page's HTML: one plain, phone-first page with exactly one h1 in
// every state.
import type { PurchaseRow } from "../../models/purchase";
import { formatPence } from "../../models/uk-format";
import { Html, html } from "./html";

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
main{max-width:28rem;margin:0 auto;padding:2rem 1rem}
.badge{display:inline-block;font-size:.75rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;background:#fef3c7;color:#78350f;border:1px solid #fcd34d;border-radius:999px;padding:.1rem .6rem}
h1{font-size:1.5rem;margin:.75rem 0 .5rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.25rem;margin:1rem 0}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{color:#475569}dd{margin:0;text-align:right;font-weight:600}
.total{font-size:1.25rem}
form{display:grid;gap:.75rem;margin-top:1.25rem}
button{min-height:48px;border-radius:.5rem;font:inherit;font-weight:600;cursor:pointer;border:1px solid #cbd5e1;background:#fff;color:#0f172a}
button.pay{background:#4f46e5;border-color:#4f46e5;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.note{font-size:.875rem;color:#475569}
a.back{display:inline-flex;align-items:center;min-height:44px;color:#4338ca;font-weight:600}
`;

function page(title: string, body: Html): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title} - Kerbside</title>
        <style>
          ${new Html(STYLE)}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`.value;
}

const summary = (p: PurchaseRow & { companyName: string }) =>
  html`<div class="card">
    <dl>
      <dt>Bundle</dt>
      <dd>${p.bundleName}</dd>
      <dt>Credits</dt>
      <dd>${p.credits.toLocaleString("en-GB")}</dd>
      <dt>Buyer</dt>
      <dd>${p.companyName}</dd>
      <dt class="total">Amount</dt>
      <dd class="total">${formatPence(p.amountPence)}</dd>
    </dl>
    <p class="note">Including VAT at 20%.</p>
  </div>`;

const back = (returnUrl: string) =>
  html`<p><a class="back" href="${returnUrl}">Back to Kerbside</a></p>`;

export function checkoutHtml(
  purchase: PurchaseRow & { companyName: string },
  returnUrl: string,
): string {
  const badge = html`<span class="badge">Sandbox: no real money moves</span>`;
  switch (purchase.status) {
    case "pending":
      return page(
        "Sandbox checkout",
        html`${badge}
          <h1>Sandbox checkout</h1>
          <p class="note">This stands in for a payment provider. Choose what the payment does.</p>
          ${summary(purchase)}
          <form method="post">
            <button class="pay" type="submit" name="outcome" value="paid">Pay</button>
            <button type="submit" name="outcome" value="failed">Decline</button>
            <button type="submit" name="outcome" value="cancelled">Cancel</button>
          </form>`,
      );
    case "failed":
      return page(
        "Payment declined",
        html`${badge}
          <h1>Payment declined</h1>
          <p>The payment was declined. No credits were added and nothing was charged.</p>
          ${summary(purchase)}${back(returnUrl)}`,
      );
    case "cancelled":
      return page(
        "Checkout cancelled",
        html`${badge}
          <h1>Checkout cancelled</h1>
          <p>The checkout was cancelled. No credits were added and nothing was charged.</p>
          ${summary(purchase)}${back(returnUrl)}`,
      );
    default:
      return page(
        "Payment received",
        html`${badge}
          <h1>Payment received</h1>
          <p>
            Thank you. ${purchase.credits.toLocaleString("en-GB")} credits have been added to
            ${purchase.companyName}'s balance.
          </p>
          ${summary(purchase)}${back(returnUrl)}`,
      );
  }
}

export const notValidHtml = () =>
  page(
    "This link is not valid",
    html`<h1>This link is not valid</h1>
      <p>
        This checkout link is not one we know. Start the purchase again from the Billing page in
        Kerbside.
      </p>`,
  );

export const badOutcomeHtml = () =>
  page(
    "Choose Pay, Decline or Cancel",
    html`<h1>Choose Pay, Decline or Cancel</h1>
      <p>
        The form did not say what the payment should do. Go back and press Pay, Decline or Cancel.
      </p>`,
  );

export const failedHtml = () =>
  page(
    "Something went wrong",
    html`<h1>Something went wrong</h1>
      <p>The checkout could not be shown just now. Nothing was charged. Try again in a moment.</p>`,
  );
