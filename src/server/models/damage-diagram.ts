// The body diagram damage is placed on: a plan view of the vehicle, front at the
// top, nearside (the UK kerb side, the vehicle's left) on the left. Positions are
// fractions of the diagram (x, y in 0..1, origin top left). Pure data, shared by
// the PDF and the app's damage picker so both draw the same picture; each body
// type's outline and parts are in body-diagrams.
import { bodyDiagram, type Rect } from "./body-diagrams";
import type { DamageZone } from "./damage-words";

/** Width : height of the diagram. Draw it in any box of this ratio. */
export const DIAGRAM_ASPECT = 0.5;

const inside = (p: { x: number; y: number }, r: Rect) =>
  p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;
const distance = (p: { x: number; y: number }, r: Rect) =>
  Math.hypot(Math.max(r.x - p.x, 0, p.x - r.x - r.w), Math.max(r.y - p.y, 0, p.y - r.y - r.h));
/** A tap this close to a part (a fraction of the width) still marks it: fingers are wide. */
const REACH = 0.04;

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

/** The zone of the part under a tap: the smallest part containing it, else the nearest within reach, else "other". */
export function zoneAt(bodyType: string, x: number, y: number): DamageZone {
  const point = { x, y };
  const parts = bodyDiagram(bodyType).parts;
  const hits = parts
    .filter((p) => inside(point, p.rect))
    .sort((a, b) => a.rect.w * a.rect.h - b.rect.w * b.rect.h);
  if (hits[0]) return hits[0].zone;
  const near = parts
    .map((p) => ({ zone: p.zone, d: distance(point, p.rect) }))
    .sort((a, b) => a.d - b.d)[0];
  return near && near.d <= REACH ? near.zone : "other";
}
