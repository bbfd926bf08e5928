// The hirer's signing page in each state (contract section 11): `Review and sign`,
// `Agreement signed`, `This link has expired`, `This agreement has been cancelled`,
// `This link is not valid`. Exactly one h1 in each; the facts first, then the terms,
// then the form.
import type { LoadedAgreement } from "~/server/models/agreement";
import { termsParagraphs } from "~/server/models/terms";
import { formatPence, formatUkDateTime, formatVrm } from "~/server/models/uk-format";
import type { SigningView } from "~/server/services/signing/signing-link";
import { type Html, html } from "./html";
import { hirerDocument } from "./page-layout";
import { SIGNING_SCRIPT } from "./pad-script";
import { SIGNING_CSS } from "./signing-styles";

export type PageOptions = { token: string; nonce: string; errors?: string[]; fullName?: string };

const layout = (options: { title: string; nonce: string; body: Html; script?: boolean }) =>
  hirerDocument({
    title: options.title,
    nonce: options.nonce,
    css: SIGNING_CSS,
    body: options.body,
    script: options.script ? SIGNING_SCRIPT : undefined,
  });

// The page leads with what people call the agreement: its reference, when it has one.
function brand(view: SigningView, token: string): Html {
  if (!view.company) return html``;
  const reference = view.agreement?.reference;
  return html`<header class="brand">
    ${reference ? html`<p class="reference"><span>Hire agreement</span> ${reference}</p>` : ""}
    <div class="from">
      ${view.company.hasLogo ? html`<img src="/sign/${token}/logo" alt="" width="120" height="40" />` : ""}<span
        class="company"
        >${view.company.name}</span
      >
    </div>
  </header>`;
}

const vehicleName = (a: LoadedAgreement) =>
  [a.vehicle.make, a.vehicle.model].filter(Boolean).join(" ");

function facts(a: LoadedAgreement): Html {
  const row = (label: string, value: Html | string) =>
    html`<dt>${label}</dt>
      <dd>${value}</dd>`;
  return html`<div class="card">
    <dl>
      ${a.reference ? row("Reference", a.reference) : ""}
      ${row("Agreement", html`<span class="id">${a.id}</span>`)} ${row("Hirer", a.customer.name)}
      ${row("Vehicle", html`<span class="plate">${formatVrm(a.vehicle.vrm)}</span> ${vehicleName(a)}`)}
      ${row("Start", formatUkDateTime(a.startsAt))} ${row("End", formatUkDateTime(a.endsAt))}
      ${row("Rental days", String(a.rentalDays))}
      ${row("Daily rate", formatPence(a.dailyRatePence))} ${row("Total", formatPence(a.totalPence))}
      ${row("Deposit", formatPence(a.depositPence))} ${row("Excess", formatPence(a.excessPence))}
      ${row("Mileage allowance", a.mileageAllowancePerDay === null ? "Unlimited" : `${a.mileageAllowancePerDay.toLocaleString("en-GB")} miles a day`)}
    </dl>
  </div>`;
}

function signPage(view: SigningView & { agreement: LoadedAgreement }, options: PageOptions): Html {
  const a = view.agreement;
  const terms = termsParagraphs(a.termsVersion.body).map((p) => html`<p>${p}</p>`);
  const errors = (options.errors ?? []).map((e) => html`<p>${e}</p>`);
  return html`${brand(view, options.token)}
    <h1>Review and sign</h1>
    <p>
      ${view.company?.name ?? "The company"} has asked you to read and sign this hire
      agreement${vehicleName(a) ? ` for the ${vehicleName(a)}` : ""}. Times are UK time.
    </p>
    <h2>The agreement</h2>
    ${facts(a)}
    <h2>Terms: ${a.termsVersion.name} (version ${a.termsVersion.version})</h2>
    <div class="card terms">${terms}</div>
    <h2>Sign</h2>
    <form id="sign-form" method="post" action="/sign/${options.token}" novalidate>
      <div id="form-errors" class="alert" role="alert">${errors}</div>
      <label class="field" for="full_name">Full name</label>
      <input
        type="text"
        id="full_name"
        name="full_name"
        autocomplete="name"
        autocapitalize="words"
        spellcheck="false"
        value="${options.fullName ?? ""}"
      />
      <label class="check"
        ><input type="checkbox" id="consent" name="consent" value="yes" />
        <span>I have read and agree to the terms</span></label
      >
      <p class="pad-label" id="signature-label-text" aria-hidden="true">Signature</p>
      <p class="hint" id="signature-hint">
        Draw your signature in the box with your finger, a pen or the mouse.
      </p>
      <canvas
        id="signature-pad"
        role="img"
        aria-label="Signature"
        aria-describedby="signature-hint"
      ></canvas>
      <button type="button" class="secondary" id="clear-signature">Clear signature</button>
      <input type="hidden" name="signature" value="" />
      <button type="submit" class="primary" id="sign-button">Sign</button>
    </form>
    <footer>
      Signing records your name, the time, your IP address and your browser, and seals the signed
      PDF so any change to it shows.
    </footer>`;
}

function signedPage(view: SigningView & { agreement: LoadedAgreement }, token: string): Html {
  const a = view.agreement;
  return html`${brand(view, token)}
    <h1>Agreement signed</h1>
    <div class="card done">
      <p>
        ${a.signedByName ?? a.customer.name} signed this
        agreement${a.signedAt ? ` on ${formatUkDateTime(a.signedAt)} (UK time)` : ""}.
        ${view.company?.name ?? "The company"} has a copy.
      </p>
      <p>
        <a class="button secondary" href="/sign/${token}/pdf" download="${a.id}.pdf"
          >Download signed agreement (PDF)</a
        >
      </p>
    </div>
    <h2>The agreement</h2>
    ${facts(a)}`;
}

function messagePage(view: SigningView, token: string, title: string, text: string): Html {
  return html`${brand(view, token)}
    <h1>${title}</h1>
    <div class="card"><p>${text}</p></div>`;
}

export const STATE_STATUS = {
  sign: 200,
  signed: 200,
  expired: 410,
  cancelled: 410,
  invalid: 404,
} as const;

/** The whole HTML document for the link's state. */
export function renderSigningPage(view: SigningView, options: PageOptions): string {
  const company = view.company?.name ?? "the company that sent it";
  const a = view.agreement;
  if (view.state === "sign" && a)
    return layout({
      title: "Review and sign",
      nonce: options.nonce,
      body: signPage({ ...view, agreement: a }, options),
      script: true,
    });
  if (view.state === "signed" && a)
    return layout({
      title: "Agreement signed",
      nonce: options.nonce,
      body: signedPage({ ...view, agreement: a }, options.token),
    });
  if (view.state === "expired") {
    return layout({
      title: "This link has expired",
      nonce: options.nonce,
      body: messagePage(
        view,
        options.token,
        "This link has expired",
        `Nothing was signed. Ask ${company} to send you a new signing link.`,
      ),
    });
  }
  if (view.state === "cancelled") {
    return layout({
      title: "This agreement has been cancelled",
      nonce: options.nonce,
      body: messagePage(
        view,
        options.token,
        "This agreement has been cancelled",
        `${company} has cancelled this agreement, so it can no longer be signed. Contact them if you have questions.`,
      ),
    });
  }
  return layout({
    title: "This link is not valid",
    nonce: options.nonce,
    body: messagePage(
      { ...view, company: null },
      options.token,
      "This link is not valid",
      "Check that you opened the whole link from your email, or ask the company that sent it for a new link.",
    ),
  });
}
