// The steps of the hirer's self-inspection page (inspect-pages.ts draws the page around them):
// one per template angle, the odometer and fuel (or charge) readings, damage on the diagram,
// and the review. Each is drawn with what the server already holds, so a reopened link shows
// every photo taken and the value entered.
import { zoneAtPoint, zoneLabel } from "~/server/models/damage-diagram";
import { HIRER_DAMAGE_TYPES, MISSING_SENTENCES } from "~/server/models/hirer-inspection";
import { ANGLE_LABELS, type PhotoAngle } from "~/server/models/photo-angles";
import type { InspectProgress } from "~/server/services/hirer-inspection/inspect-view";
import type { LoadedReport } from "~/server/services/reports/find-report";
import { escapeHtml, Html, html } from "./html";
import { angleOutlineSvg, vehicleDiagramSvg } from "./inspect-drawings";

/** A camera, beside the name of the photo on its button. */
const CAMERA = new Html(
  `<svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M4 8h3l2-3h6l2 3h3v11H4z"/><circle cx="12" cy="13" r="3.5"/></svg>`,
);

const photoUrl = (token: string, id: string) => `/inspect/${token}/photos/${id}`;

/** A photo's place on a step: what was taken (or a blank), its file input and button, its upload's progress. */
function shot(options: {
  token: string;
  id: string;
  label: string;
  kind: "angle" | "odometer" | "fuel" | "damage";
  angle?: PhotoAngle;
  photoId: string | null;
}): Html {
  const { token, id, label, photoId } = options;
  return html`<div class="shot">
    ${
      photoId
        ? html`<img src="${photoUrl(token, photoId)}" alt="Your ${label} photo" />`
        : html`<div class="empty">No photo yet</div>`
    }
    <input
      class="file"
      type="file"
      id="${id}"
      accept="image/*"
      capture="environment"
      data-kind="${options.kind}"
      ${options.angle ? new Html(`data-angle="${options.angle}"`) : ""}
    />
    <label class="take${photoId ? " again" : ""}" for="${id}">${CAMERA}${label}</label>
    <p class="status${photoId ? " ok" : ""}" aria-live="polite">
      ${photoId ? "Photo uploaded." : ""}
    </p>
  </div>`;
}

export type Step = { kind: string; done: boolean; body: Html; attrs?: string };

export function angleStep(
  token: string,
  bodyType: string,
  angle: PhotoAngle,
  photoId: string | null,
  index: number,
): Step {
  const label = ANGLE_LABELS[angle];
  return {
    kind: "angle",
    done: photoId !== null,
    attrs: `data-angle="${angle}" data-missing="${escapeHtml(MISSING_SENTENCES.angle(angle))}" data-name="${escapeHtml(label)}"`,
    body: html`<h2 tabindex="-1">${label}</h2>
      <p class="hint">Stand where the drawing shows and take a photo of the whole view.</p>
      <div class="step-body">
        ${angleOutlineSvg(bodyType, angle)}
        ${shot({ token, id: `photo-${index}`, label, kind: "angle", angle, photoId })}
      </div>`,
  };
}

export function readingStep(options: {
  token: string;
  kind: "odometer" | "fuel";
  title: string;
  photoLabel: string;
  photoRequired: boolean;
  photoId: string | null;
  inputLabel: string;
  inputId: string;
  max: number;
  value: number | null;
  hint: string;
  missing: string[];
}): Step {
  return {
    kind: options.kind,
    done: (!options.photoRequired || options.photoId !== null) && options.value !== null,
    attrs: [
      `data-required="${options.photoRequired ? "1" : ""}"`,
      `data-photo-missing="${escapeHtml(options.missing[0] ?? "")}"`,
      `data-value-missing="${escapeHtml(options.missing[1] ?? "")}"`,
      `data-name="${escapeHtml(options.title)}"`,
      `data-photo-name="${escapeHtml(options.photoLabel)}"`,
      `data-photo-done="${options.photoId ? "1" : ""}"`,
    ].join(" "),
    body: html`<h2 tabindex="-1">${options.title}</h2>
      <p class="hint">${options.hint}</p>
      <div class="step-body">
        ${shot({
          token: options.token,
          id: `photo-${options.kind}`,
          label: options.photoLabel,
          kind: options.kind,
          photoId: options.photoId,
        })}
        <div>
          <label class="field" for="${options.inputId}">${options.inputLabel}</label>
          <input
            type="number"
            id="${options.inputId}"
            inputmode="numeric"
            min="0"
            max="${options.max}"
            step="1"
            value="${options.value ?? ""}"
          />
        </div>
      </div>`,
  };
}

export function damageStep(token: string, report: LoadedReport, progress: InspectProgress): Step {
  const bodyType = report.vehicle.bodyType;
  const items = progress.damages.map((d, i) => {
    const type = HIRER_DAMAGE_TYPES.find((t) => t.type === d.type)?.label ?? d.type;
    const where = zoneLabel(bodyType, zoneAtPoint(bodyType, d));
    return html`<li>
      ${type}, ${where}
      ${d.photoId ? html`<img src="${photoUrl(token, d.photoId)}" alt="Your photo of damage ${i + 1}" />` : ""}
    </li>`;
  });
  return {
    kind: "damage",
    done: progress.damages.length > 0,
    body: html`<h2 tabindex="-1">Damage</h2>
      <p class="hint">
        Tap the drawing where you see damage, choose its type, take a photo of it, then Add damage.
        Add as many as you find, or none.
      </p>
      <div
        id="diagram"
        class="diagram"
        role="button"
        tabindex="0"
        aria-label="Vehicle diagram"
        aria-describedby="diagram-hint"
        data-body="${bodyType}"
      >
        ${vehicleDiagramSvg(bodyType, progress.damages)}
      </div>
      <p id="diagram-hint" class="hint">
        The front of the vehicle is at the top, the nearside (passenger side) on the left. With a
        keyboard, move the mark with the arrow keys.
      </p>
      <label class="field" for="damage-type">Type</label>
      <select id="damage-type">
        ${HIRER_DAMAGE_TYPES.map((t) => html`<option value="${t.type}">${t.label}</option>`)}
      </select>
      ${shot({ token, id: "photo-damage", label: "Damage photo", kind: "damage", photoId: null })}
      <div id="damage-errors" class="alert" role="alert"></div>
      <button type="button" id="add-damage" class="primary">Add damage</button>
      <h3>Damage you added</h3>
      <p id="no-damage" class="hint" ${progress.damages.length ? new Html(" hidden") : ""}>
        None yet.
      </p>
      <ol id="damage-list" class="damages">
        ${items}
      </ol>`,
  };
}

export function reviewStep(): Step {
  return {
    kind: "review",
    done: false,
    body: html`<h2 tabindex="-1">Check and send</h2>
      <p class="hint">
        When you send, the inspection goes to the company and can no longer be changed.
      </p>
      <ul id="summary" class="summary card"></ul>
      <div id="send-errors" class="alert" role="alert"></div>
      <button type="button" id="send" class="primary">Send inspection</button>`,
  };
}
