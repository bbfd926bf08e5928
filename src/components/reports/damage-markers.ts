// Where each inspection's damage sits on the body diagram: its own point, else its zone's centre.
import type { Inspection } from "~/server/models/inspection";
import { zoneCentre } from "~/server/models/damage-diagram";
import type { DiagramMarker } from "./vehicle-diagram";

export function damageMarkers(
  inspections: Inspection[],
  bodyType: string,
  kind: DiagramMarker["kind"] = "current",
): DiagramMarker[] {
  return inspections.flatMap((i) => {
    if (!i.damage) return [];
    const point =
      i.damage.x !== null && i.damage.y !== null
        ? { x: i.damage.x, y: i.damage.y }
        : zoneCentre(bodyType, i.damage.zone);
    return point ? [{ id: i.id, ...point, kind, label: String(i.position) }] : [];
  });
}
