// The hirer's self-inspection page's drawings as SVG text (the page is plain HTML): where to
// stand for each angle (the same viewpoints as the staff app's AngleOutline) and the body
// diagram a tap marks damage on (the same plan view as the staff app and the PDF).
import { H, OUTLINE_VIEW_BOX, outlineLabel, VIEWPOINTS, W } from "~/server/models/angle-viewpoints";
import { bodyDiagram } from "~/server/models/body-diagrams";
import type { PhotoAngle } from "~/server/models/photo-angles";
import { Html, html } from "./html";

const OUTLINE_GREY = "#94a3b8";
const BRAND = "#1d4ed8";
/** The colour of a damage mark, as on the staff app's diagram. */
export const MARK_RED = "#dc2626";

/** The plan outline in the 200 x 400 box: solid parts (wheels, mirrors) filled, the body in lines. */
function planOutline(bodyType: string): string {
  const diagram = bodyDiagram(bodyType);
  const solids = diagram.parts
    .filter((p) => p.solid)
    .flatMap((p) => p.marks ?? [p.rect])
    .map(
      (r) => `<rect x="${r.x * W}" y="${r.y * H}" width="${r.w * W}" height="${r.h * H}" rx="4"/>`,
    )
    .join("");
  const line = `fill="none" stroke="currentColor" stroke-linejoin="round" stroke-linecap="round" stroke-width="1.5"`;
  const outline = diagram.outline.map((d) => `<path d="${d}" ${line} fill="white"/>`).join("");
  const details = diagram.details.map((d) => `<path d="${d}" ${line}/>`).join("");
  return `<g fill="currentColor">${solids}</g><g transform="scale(2)">${outline}${details}</g>`;
}

/** Where to stand for one angle's photo, with the drawing's accessible name. */
export function angleOutlineSvg(bodyType: string, angle: PhotoAngle): Html {
  const { from, to } = VIEWPOINTS[angle];
  return html`<svg
    class="outline"
    viewBox="${OUTLINE_VIEW_BOX}"
    role="img"
    aria-label="${outlineLabel(bodyType, angle)}"
  >
    <g color="${OUTLINE_GREY}">${new Html(planOutline(bodyType))}</g>
    <line
      x1="${from.x}"
      y1="${from.y}"
      x2="${to.x}"
      y2="${to.y}"
      stroke="${BRAND}"
      stroke-width="4"
      stroke-dasharray="10 8"
    />
    <circle cx="${to.x}" cy="${to.y}" r="9" fill="${BRAND}" />
    <g transform="translate(${from.x} ${from.y})">
      <circle r="30" fill="${BRAND}" />
      <rect x="-16" y="-10" width="32" height="22" rx="4" fill="white" />
      <rect x="-7" y="-15" width="14" height="7" rx="2" fill="white" />
      <circle r="7" fill="${BRAND}" />
    </g>
  </svg>`;
}

/** A numbered damage mark; the page's script fills in the same template for a mark it adds. */
export const MARK_TEMPLATE = `<g><rect x="{left}" y="{top}" width="22" height="22" rx="3" fill="${MARK_RED}" stroke="white" stroke-width="2.5"/><text x="{cx}" y="{cy}" text-anchor="middle" dominant-baseline="central" font-size="12" font-weight="700" fill="white">{label}</text></g>`;

/** A damage mark at (x, y) as fractions of the diagram. */
export const markSvg = (x: number, y: number, label: string) =>
  MARK_TEMPLATE.replace("{left}", String(x * W - 11))
    .replace("{top}", String(y * H - 11))
    .replace("{cx}", String(x * W))
    .replace("{cy}", String(y * H))
    .replace("{label}", label);

/** The body diagram (plan view, front at the top, nearside on the left) with the marks given. */
export function vehicleDiagramSvg(bodyType: string, marks: { x: number; y: number }[]): Html {
  return html`<svg id="diagram-svg" viewBox="-10 -10 ${W + 20} ${H + 20}" aria-hidden="true">
    <g color="${OUTLINE_GREY}">${new Html(planOutline(bodyType))}</g>
    <text x="${W / 2}" y="-1" text-anchor="middle" font-size="11" fill="#334155">Front</text>
    <g id="marks">${new Html(marks.map((m, i) => markSvg(m.x, m.y, String(i + 1))).join(""))}</g>
  </svg>`;
}
