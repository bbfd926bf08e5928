// The hirer's self-inspection page in each state (contract section 8, "Hirer self-inspection",
// and section 11): `Inspect the vehicle` (one step at a time: each template angle, Odometer,
// Fuel level (or Charge level), Damage, then the review with `Send inspection`), `Inspection
// sent`, `This link has expired`, `This inspection is closed`, `This link is not valid`.
// Exactly one h1 in each. Plain HTML with one small inlined script (inspect-script.ts); a live
// link's page is drawn with everything already on the server, opened at the first step not done.
import { INSPECT_STATES, MISSING_SENTENCES } from "~/server/models/hirer-inspection";
import { formatUkDateTime, formatVrm } from "~/server/models/uk-format";
import type { InspectProgress, InspectView } from "~/server/services/hirer-inspection/inspect-view";
import type { LoadedReport } from "~/server/services/reports/find-report";
import { Html, html } from "./html";
import { INSPECT_SCRIPT } from "./inspect-script";
import { angleStep, damageStep, readingStep, reviewStep, type Step } from "./inspect-steps";
import { hirerDocument } from "./page-layout";
import { SIGNING_CSS } from "./signing-styles";

const INSPECT_CSS = `
.count{font-weight:600;color:#334155;margin:1rem 0 .25rem}
.step h2{margin-top:.25rem}
.step h2:focus{outline:none}
.step-body{display:grid;gap:.75rem}
svg.outline{display:block;width:100%;height:min(26vh,200px)}
.shot{display:grid;gap:.5rem}
.shot img{display:block;width:100%;max-height:40vh;aspect-ratio:4/3;object-fit:cover;border-radius:.5rem;background:#e2e8f0}
.shot .empty{display:flex;align-items:center;justify-content:center;height:4.5rem;border-radius:.5rem;background:#e2e8f0;color:#334155;font-size:.95rem;text-align:center;padding:.5rem}
.file{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.take{display:flex;align-items:center;justify-content:center;gap:.5rem;min-height:56px;padding:.6rem 1rem;border-radius:.75rem;background:#1d4ed8;color:#fff;font-weight:700;font-size:1.1rem;cursor:pointer}
.take svg{width:26px;height:26px;flex:none}
.file:focus-visible+.take{outline:3px solid #f59e0b;outline-offset:2px}
.take.again{background:#fff;color:#1d4ed8;border:2px solid #1d4ed8}
.status{min-height:1.5rem;margin:0;font-weight:600}
.status.bad{color:#b91c1c}
.status.ok{color:#15803d}
progress{width:100%;height:.75rem}
.retry{margin-top:0}
input[type=number],select{width:100%;min-height:48px;font-size:1.1rem;padding:.5rem .75rem;border:2px solid #64748b;border-radius:.5rem;background:#fff;color:#0f172a}
.diagram{display:block;max-width:16rem;margin:0 auto;touch-action:manipulation;cursor:crosshair;border-radius:.5rem}
.diagram svg{display:block;width:100%;height:auto}
.damages{padding-left:1.25rem}
.damages li{margin:.35rem 0}
.damages img{display:block;width:6rem;aspect-ratio:4/3;object-fit:cover;border-radius:.35rem;margin-top:.25rem}
.summary{list-style:none;margin:0;padding:.25rem 1rem}
.summary li{display:flex;justify-content:space-between;gap:1rem;padding:.35rem 0;border-bottom:1px solid #e2e8f0}
.summary li:last-child{border-bottom:0}
.summary .missing{color:#b91c1c;font-weight:600}
.pager{display:flex;gap:.75rem;margin-top:1.5rem}
.pager button{flex:1;margin:0}
.pager .secondary{background:#fff;color:#1d4ed8}
.pager .primary{width:auto}
[hidden]{display:none!important}
@media (orientation:landscape) and (min-width:560px){
.step-body{grid-template-columns:1fr 1fr;align-items:start}
svg.outline{height:min(60vh,240px)}
.shot img{max-height:45vh}
}
`;

export type InspectPageOptions = { token: string; nonce: string };

const vehicleName = (report: LoadedReport) =>
  [report.vehicle.make, report.vehicle.model].filter(Boolean).join(" ");

function brand(view: InspectView): Html {
  if (!view.company) return html``;
  return html`<header class="brand">
    <div class="from"><span class="company">${view.company.name}</span></div>
  </header>`;
}

function vehicleCard(report: LoadedReport, extra: [string, string][] = []): Html {
  return html`<div class="card">
    <dl>
      <dt>Vehicle</dt>
      <dd><span class="plate">${formatVrm(report.vehicle.vrm)}</span> ${vehicleName(report)}</dd>
      ${extra.map(
        ([label, value]) =>
          html`<dt>${label}</dt>
            <dd>${value}</dd>`,
      )}
    </dl>
  </div>`;
}

function inspectPage(
  view: InspectView & { report: LoadedReport; progress: InspectProgress },
  options: InspectPageOptions,
): Html {
  const { report, progress } = view;
  const { token } = options;
  const photo = (kind: string, angle: string | null = null) =>
    progress.photos.find((p) => p.kind === kind && (kind !== "angle" || p.angle === angle))?.id ??
    null;
  const electric = progress.electric;
  const steps: Step[] = [
    ...progress.angles.map((angle, i) =>
      angleStep(token, report.vehicle.bodyType, angle, photo("angle", angle), i),
    ),
    readingStep({
      token,
      kind: "odometer",
      title: "Odometer",
      photoLabel: "Odometer photo",
      photoRequired: progress.odometerPhotoRequired,
      photoId: photo("odometer"),
      inputLabel: "Mileage",
      inputId: "mileage",
      max: 9_999_999,
      value: progress.odometer,
      hint: "Switch on the dashboard, take a photo of the odometer and type the mileage it shows.",
      missing: [MISSING_SENTENCES.odometerPhoto, MISSING_SENTENCES.mileage],
    }),
    readingStep({
      token,
      kind: "fuel",
      title: electric ? "Charge level" : "Fuel level",
      photoLabel: electric ? "Charge level photo" : "Fuel gauge photo",
      photoRequired: progress.fuelPhotoRequired,
      photoId: photo("fuel"),
      inputLabel: electric ? "Charge level (%)" : "Fuel level (%)",
      inputId: "level",
      max: 100,
      value: progress.level,
      hint: electric
        ? "Take a photo of the battery charge shown on the dashboard and type it as a percentage."
        : "Take a photo of the fuel gauge and type how full the tank is as a percentage (half is 50).",
      missing: electric
        ? [MISSING_SENTENCES.chargePhoto, MISSING_SENTENCES.chargeLevel]
        : [MISSING_SENTENCES.fuelPhoto, MISSING_SENTENCES.fuelLevel],
    }),
    damageStep(token, report, progress),
    reviewStep(),
  ];
  // The first step not done; when every one is, the damage step (more can be added) or the review.
  const firstOpen = steps.findIndex((s) => !s.done);
  const start = firstOpen === -1 ? steps.length - 1 : firstOpen;
  const expires = report.hirerLinkExpiresAt;
  return html`${brand(view)}
    <h1>Inspect the vehicle</h1>
    ${vehicleCard(report, expires ? [["Link works until", formatUkDateTime(expires)]] : [])}
    <p>
      Walk round the vehicle one step at a time. Each photo is sent as soon as you take it, so you
      can close this page and open the link again later: you carry on where you stopped.
    </p>
    <div id="inspect" data-token="${token}" data-start="${start}">
      <p id="step-count" class="count" aria-live="polite">Step ${start + 1} of ${steps.length}</p>
      ${steps.map(
        (s, i) =>
          html`<section
            class="step"
            data-kind="${s.kind}"
            data-done="${s.done ? "1" : ""}"
            ${new Html(s.attrs ?? "")}
            ${i === start ? "" : new Html("hidden")}
          >
            ${s.body}
          </section>`,
      )}
      <div class="pager">
        <button type="button" id="back" class="secondary" ${start === 0 ? new Html("hidden") : ""}>
          Back
        </button>
        <button
          type="button"
          id="next"
          class="primary"
          ${start === steps.length - 1 ? new Html("hidden") : ""}
        >
          Next
        </button>
      </div>
    </div>`;
}

function sentPage(view: InspectView & { report: LoadedReport }): Html {
  const r = view.report;
  const company = view.company?.name ?? "The company";
  const sent = r.hirerSentAt ? formatUkDateTime(r.hirerSentAt) : null;
  return html`${brand(view)}
    <h1>Inspection sent</h1>
    <div class="card done">
      <p>Thank you. ${company} has your inspection${sent ? `, sent ${sent} (UK time)` : ""}.</p>
      <p>Nothing more is needed from this link. Keep it if you want to see this page again.</p>
    </div>
    ${vehicleCard(r, sent ? [["Sent", sent]] : [])}`;
}

function messagePage(view: InspectView, heading: string, text: string): Html {
  return html`${brand(view)}
    <h1>${heading}</h1>
    <div class="card"><p>${text}</p></div>`;
}

/** The whole HTML document for the link's state. */
export function renderInspectPage(view: InspectView, options: InspectPageOptions): string {
  const heading = INSPECT_STATES[view.state].heading;
  const page = (body: Html, script?: string) =>
    hirerDocument({
      title: heading,
      nonce: options.nonce,
      css: SIGNING_CSS + INSPECT_CSS,
      body,
      script,
    });
  const company = view.company?.name ?? "The company that sent it";
  if (view.state === "inspect" && view.report && view.progress)
    return page(
      inspectPage({ ...view, report: view.report, progress: view.progress }, options),
      INSPECT_SCRIPT,
    );
  if (view.state === "sent" && view.report) return page(sentPage({ ...view, report: view.report }));
  if (view.state === "expired")
    return page(
      messagePage(
        view,
        heading,
        `${company} can send you a new link if the vehicle still needs inspecting. Anything you sent before the link expired is kept.`,
      ),
    );
  if (view.state === "closed")
    return page(
      messagePage(
        view,
        heading,
        `${company} has finished this inspection, so nothing more can be sent from this link.`,
      ),
    );
  return page(
    messagePage(
      { ...view, company: null },
      INSPECT_STATES.invalid.heading,
      "Check that you opened the whole link from your email, or ask the company that sent it for a new link.",
    ),
  );
}
