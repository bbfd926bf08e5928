// The body diagram damage is placed on: a plan view of the vehicle, front at the
// top, nearside (the UK kerb side, the vehicle's left) on the left. Positions are
// fractions of the diagram (x, y in 0..1, origin top left). Pure data, shared by
// the PDF and the app's damage picker so both draw the same picture; each body
// type's outline and parts are in body-diagrams.
import { bodyDiagram, type DiagramPart, type Rect } from "./body-diagrams";
import type { DamageZone } from "./damage-words";

/** Width : height of the diagram. Draw it in any box of this ratio. */
export const DIAGRAM_ASPECT = 0.5;

type Point = { x: number; y: number };

// Distances are measured in widths of the diagram, so a fingertip is as long across as down.
const TALL = 1 / DIAGRAM_ASPECT;
const inside = (p: Point, r: Rect) =>
  p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;
const distance = (p: Point, r: Rect) =>
  Math.hypot(
    Math.max(r.x - p.x, 0, p.x - r.x - r.w),
    Math.max(r.y - p.y, 0, p.y - r.y - r.h) * TALL,
  );
const area = (r: Rect) => r.w * r.h;
/** A part's narrower side, in widths of the diagram. */
const narrowSide = (r: Rect) => Math.min(r.w, r.h * TALL);
/** The parts of a body type a damage can be placed on, those with a place first. */
export function zoneChoices(bodyType: string): { zone: DamageZone; label: string }[] {
  const diagram = bodyDiagram(bodyType);
  return [...diagram.parts, ...diagram.elsewhere].map(({ zone, label }) => ({ zone, label }));
}

/** What a zone is called on this body type ("Fuel tank" on a motorbike's `bonnet`). */
export function zoneLabel(bodyType: string, zone: string): string {
  const known = zoneChoices(bodyType).find((c) => c.zone === zone);
  if (known) return known.label;
  const words = zone.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The centre of a zone's part: where a marker goes when no x, y was given (a car's place for a zone the body type lacks). */
export function zoneCentre(bodyType: string, zone: DamageZone): { x: number; y: number } | null {
  const part =
    bodyDiagram(bodyType).parts.find((p) => p.zone === zone) ??
    bodyDiagram("car").parts.find((p) => p.zone === zone);
  return part ? { x: part.rect.x + part.rect.w / 2, y: part.rect.y + part.rect.h / 2 } : null;
}

/** The parts within `reach` of a point, nearest first (the smallest first among those containing it). */
function partsNear(bodyType: string, point: Point, reach: number): DiagramPart[] {
  return bodyDiagram(bodyType)
    .parts.map((part) => ({ part, d: distance(point, part.rect) }))
    .filter(({ d }) => d <= reach)
    .sort((a, b) => a.d - b.d || area(a.part.rect) - area(b.part.rect))
    .map(({ part }) => part);
}

/** What a tap on the diagram picks: a part (or "other", off every part), or a closer look first. */
export type TapChoice =
  | { kind: "chosen"; zone: DamageZone; x: number; y: number; snapped: boolean }
  | { kind: "zoom"; x: number; y: number; scale: number };

/** The most a closer look magnifies: the thinnest part drawn (a van's step) then just fits a finger. */
const MAX_ZOOM = 8;

/**
 * What a tap at (x, y) means, for a finger `fingertip` wide (a 44 px touch target, as a
 * fraction of the diagram's width at the size it is shown). The smallest part containing the
 * tap is chosen, or else the nearest within half a fingertip (a near miss, moved onto that
 * part); farther from every part it is "other". When the finger also covers a part thinner
 * than a fingertip, or misses between two parts, it could mean either: unless already
 * `zoomed`, the answer is to look closer, by as much as makes each of those parts a
 * fingertip across.
 */
export function chooseAtTap(
  bodyType: string,
  point: Point,
  options: { fingertip: number; zoomed?: boolean },
): TapChoice {
  const near = partsNear(bodyType, point, options.fingertip / 2);
  const chosen = near[0];
  if (!chosen) return { kind: "chosen", zone: "other", ...point, snapped: false };
  const hit = inside(point, chosen.rect);
  const unsure =
    near.length > 1 && (!hit || near.some((p) => narrowSide(p.rect) < options.fingertip));
  if (unsure && !options.zoomed) {
    const thinnest = Math.min(...near.map((p) => narrowSide(p.rect)));
    // Up to the next half, so the thinnest part comes out a little over a fingertip.
    const scale = Math.min(
      MAX_ZOOM,
      Math.max(2, Math.ceil((options.fingertip / thinnest) * 2) / 2),
    );
    return { kind: "zoom", ...point, scale };
  }
  if (hit) return { kind: "chosen", zone: chosen.zone, ...point, snapped: false };
  return { kind: "chosen", zone: chosen.zone, ...onto(point, chosen.rect), snapped: true };
}

/** The point of a part nearest to `point`, a little inside its edge so the mark sits on it. */
function onto(point: Point, r: Rect): Point {
  const clamp = (v: number, from: number, size: number) =>
    Math.min(from + size * 0.9, Math.max(from + size * 0.1, v));
  return { x: clamp(point.x, r.x, r.w), y: clamp(point.y, r.y, r.h) };
}

/** The zone of a point placed on the diagram (the hirer's tap): the part under it, or the nearest one a fingertip away, or "other". */
export function zoneAtPoint(bodyType: string, point: Point): DamageZone {
  const choice = chooseAtTap(bodyType, point, { fingertip: 0.1, zoomed: true });
  return choice.kind === "chosen" ? choice.zone : "other";
}
