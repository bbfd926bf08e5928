// The hirer's damage charge page in each state (contract section 8, the hirer page's table):
// `Damage charge` (the lines with before and after photos, the total, the time to answer by,
// `Accept charge` and `Dispute charge` with a reason), `Charge accepted`, `Charge disputed`,
// `Charge collected`, `This charge has been withdrawn`, `This link is not valid`. Plain HTML,
// exactly one h1, no script: two small forms post to the page itself.
import type { DamageChargeLine as LineRow } from "~/server/db/generated/client";
import { formatPence, formatUkDateTime, formatVrm } from "~/server/models/uk-format";
import type { ChargePageState, ChargeView } from "~/server/services/damage-charges/charge-link";
import { type Html, html } from "./html";
import { hirerDocument } from "./page-layout";
import { SIGNING_CSS } from "./signing-styles";

/** The sentence for a dispute sent without a reason (contract: the page's `role="alert"`). */
export const DISPUTE_REASON_MISSING = "Tell us why you dispute this charge.";

export const CHARGE_STATE_STATUS: Record<ChargePageState, number> = {
  open: 200,
  accepted: 200,
  disputed: 200,
  collected: 200,
  withdrawn: 410,
  invalid: 404,
};

const CHARGE_CSS = `
.line{margin:0 0 1rem}
.line h3{font-size:1.05rem;margin:0 0 .25rem}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:.5rem;margin:.5rem 0}
figure{margin:0}
figure img,.nophoto{display:block;width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:.5rem;background:#e2e8f0}
.nophoto{display:flex;align-items:center;justify-content:center;text-align:center;padding:.5rem;color:#334155;font-size:.9rem}
figcaption{font-size:.9rem;color:#475569;margin-top:.2rem}
.amount{font-weight:700;font-size:1.1rem}
.done{margin-bottom:1rem}
ul.card{list-style:none;margin:0}
ul.card li+li{margin-top:.5rem}
.wear{display:inline-block;background:#dcfce7;color:#14532d;border-radius:999px;padding:.1rem .6rem;font-weight:600;font-size:.9rem}
.total{display:flex;justify-content:space-between;font-size:1.25rem;font-weight:700}
textarea{width:100%;min-height:7rem;font:inherit;font-size:1.05rem;padding:.5rem .75rem;border:2px solid #64748b;border-radius:.5rem;color:#0f172a}
.accept{background:#15803d;border-color:#15803d;color:#fff;width:100%;margin-top:1rem}
.dispute{background:#fff;color:#b91c1c;border-color:#b91c1c;width:100%;margin-top:.75rem}
`;

export type ChargePageOptions = {
  token: string;
  nonce: string;
  errors?: string[];
  reason?: string;
};

const TYPE_WORDS: Record<string, string> = {
  scratch: "Scratch",
  dent: "Dent",
  crack: "Crack",
  chip: "Chip",
  scuff: "Scuff",
  missing: "Missing part",
  other: "Other damage",
};

const layout = (title: string, nonce: string, body: Html) =>
  hirerDocument({ title, nonce, css: SIGNING_CSS + CHARGE_CSS, body });

function brand(view: ChargeView): Html {
  if (!view.company) return html``;
  return html`<header class="brand">
    <div class="from"><span class="company">${view.company.name}</span></div>
  </header>`;
}

/** The charge's facts; the time to answer by only while the hirer still has to answer. */
function facts(
  view: ChargeView & { charge: NonNullable<ChargeView["charge"]> },
  answerBy = false,
): Html {
  const c = view.charge;
  const vehicle = view.vehicle;
  const name = vehicle ? [vehicle.make, vehicle.model].filter(Boolean).join(" ") : "";
  return html`<div class="card">
    <dl>
      <dt>Agreement</dt>
      <dd><span class="id">${c.agreementId}</span></dd>
      ${
        vehicle
          ? html`<dt>Vehicle</dt>
              <dd><span class="plate">${formatVrm(vehicle.vrm)}</span> ${name}</dd>`
          : ""
      }
      <dt>Charge</dt>
      <dd><span class="id">${c.id}</span></dd>
      ${
        answerBy && c.respondBy
          ? html`<dt>Answer by</dt>
              <dd>${formatUkDateTime(c.respondBy)}</dd>`
          : ""
      }
    </dl>
  </div>`;
}

const lineTitle = (l: LineRow) =>
  `${l.area}: ${TYPE_WORDS[l.type] ?? l.type}${l.sizeMm ? `, ${l.sizeMm} mm` : ""}`;

function photo(token: string, mediaId: string | undefined, alt: string, missing: string): Html {
  return mediaId
    ? html`<img src="/charges/${token}/photos/${mediaId}" alt="${alt}" loading="lazy" />`
    : html`<div class="nophoto">${missing}</div>`;
}

function chargedLine(view: ChargeView, token: string, l: LineRow): Html {
  const photos = view.photos.get(l.id);
  return html`<article class="card line">
    <h3>${lineTitle(l)}</h3>
    ${l.description ? html`<p>${l.description}</p>` : ""}
    <div class="pair">
      <figure>
        ${photo(
          token,
          photos?.before?.mediaId,
          `${l.area} at handover`,
          l.change === "new" ? "Not recorded at handover" : "No photo at handover",
        )}
        <figcaption>Before (handover)</figcaption>
      </figure>
      <figure>
        ${photo(token, photos?.after?.mediaId, `${l.area} on return`, "No photo on return")}
        <figcaption>After (return)</figcaption>
      </figure>
    </div>
    <p class="amount">${formatPence(l.amountPence)}</p>
  </article>`;
}

function openPage(
  view: ChargeView & { charge: NonNullable<ChargeView["charge"]> },
  options: ChargePageOptions,
): Html {
  const c = view.charge;
  const company = view.company?.name ?? "The company";
  const charged = c.lines.filter((l) => l.included);
  const wear = c.lines.filter((l) => !l.included && l.wearAndTear === true);
  const errors = (options.errors ?? []).map((e) => html`<p>${e}</p>`);
  return html`${brand(view)}
    <h1>Damage charge</h1>
    <p>
      ${company} found damage when the vehicle came back from your hire and asks you to pay for it.
      Each item shows a photo from the handover and one from the return.
    </p>
    <p><strong>Fair wear and tear is not charged.</strong></p>
    ${facts(view, true)}
    <h2>What is charged</h2>
    ${charged.map((l) => chargedLine(view, options.token, l))}
    <div class="card total"><span>Total</span><span>${formatPence(c.totalPence)}</span></div>
    ${
      wear.length > 0
        ? html`<h2>Not charged</h2>
            <ul class="card">
              ${wear.map(
                (l) => html`<li>${lineTitle(l)} <span class="wear">Fair wear and tear</span></li>`,
              )}
            </ul>`
        : ""
    }
    <h2>Your answer</h2>
    <p>
      Please answer by ${c.respondBy ? formatUkDateTime(c.respondBy) : "the date above"} (UK time).
      Nothing is collected before then unless you accept.
    </p>
    <div id="form-errors" class="alert" role="alert">${errors}</div>
    <form method="post" action="/charges/${options.token}">
      <input type="hidden" name="decision" value="accepted" />
      <button type="submit" class="accept">Accept charge</button>
    </form>
    <form method="post" action="/charges/${options.token}" novalidate>
      <input type="hidden" name="decision" value="disputed" />
      <label class="field" for="reason">Why do you dispute this charge?</label>
      <textarea id="reason" name="reason" maxlength="5000">${options.reason ?? ""}</textarea>
      <button type="submit" class="dispute">Dispute charge</button>
    </form>`;
}

function answeredPage(view: ChargeView & { charge: NonNullable<ChargeView["charge"]> }): Html {
  const c = view.charge;
  const company = view.company?.name ?? "The company";
  const when = c.respondedAt ? ` on ${formatUkDateTime(c.respondedAt)} (UK time)` : "";
  if (view.state === "accepted")
    return html`${brand(view)}
      <h1>Charge accepted</h1>
      <div class="card done">
        <p>You accepted this charge of ${formatPence(c.totalPence)}${when}.</p>
        ${
          c.collectedAt
            ? html`<p>
                ${company} recorded it as paid on ${formatUkDateTime(c.collectedAt)} (UK time).
              </p>`
            : html`<p>${company} will collect it as agreed.</p>`
        }
      </div>
      ${facts(view)}`;
  if (view.state === "disputed")
    return html`${brand(view)}
      <h1>Charge disputed</h1>
      <div class="card done">
        <p>You disputed this charge${when}. ${company} will review it and contact you.</p>
        ${c.responseComment ? html`<p>Your reason: ${c.responseComment}</p>` : ""}
      </div>
      ${facts(view)}`;
  return html`${brand(view)}
    <h1>Charge collected</h1>
    <div class="card done">
      <p>
        ${company} collected ${formatPence(c.collectedPence ?? c.totalPence)} for this charge after
        the time to answer had passed.
      </p>
    </div>
    ${facts(view)}`;
}

function messagePage(view: ChargeView, title: string, text: string): Html {
  return html`${brand(view)}
    <h1>${title}</h1>
    <div class="card"><p>${text}</p></div>`;
}

/** The whole HTML document for the link's state. */
export function renderChargePage(view: ChargeView, options: ChargePageOptions): string {
  const c = view.charge;
  if (view.state === "open" && c)
    return layout("Damage charge", options.nonce, openPage({ ...view, charge: c }, options));
  if ((view.state === "accepted" || view.state === "disputed" || view.state === "collected") && c) {
    const title = {
      accepted: "Charge accepted",
      disputed: "Charge disputed",
      collected: "Charge collected",
    }[view.state];
    return layout(title, options.nonce, answeredPage({ ...view, charge: c }));
  }
  if (view.state === "withdrawn")
    return layout(
      "This charge has been withdrawn",
      options.nonce,
      messagePage(
        view,
        "This charge has been withdrawn",
        `${view.company?.name ?? "The company"} has withdrawn this charge. If they send a new one, you will get a new link by email.`,
      ),
    );
  return layout(
    "This link is not valid",
    options.nonce,
    messagePage(
      { ...view, company: null },
      "This link is not valid",
      "Check that you opened the whole link from your email, or ask the company that sent it for a new link.",
    ),
  );
}
