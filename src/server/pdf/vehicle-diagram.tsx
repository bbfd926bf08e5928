// The body diagram in the PDF: the body type's plan view (models/body-diagrams, as the
// app draws it) with a numbered marker for each recorded damage, coloured by severity.
import { Path, Rect, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import { bodyDiagram } from "../models/body-diagrams";
import { zoneCentre } from "../models/damage-diagram";
import type { DamageSeverity, DamageZone } from "../models/damage-words";

/** `label` and `colour` default to the number and the severity's colour. */
export type DiagramMarker = {
  number: number;
  zone: DamageZone;
  severity: DamageSeverity;
  x: number | null;
  y: number | null;
  label?: string;
  colour?: string;
};

export const SEVERITY_COLOURS: Record<DamageSeverity, string> = {
  minor: "#d97706",
  moderate: "#ea580c",
  severe: "#dc2626",
};

const MARKER = 14;

const styles = StyleSheet.create({
  marker: {
    position: "absolute",
    width: MARKER,
    height: MARKER,
    borderRadius: MARKER / 2,
    alignItems: "center",
    justifyContent: "center",
    borderWidth: 1,
    borderColor: "#ffffff",
  },
  markerText: { color: "#ffffff", fontSize: 7, fontFamily: "Helvetica-Bold" },
  label: { fontSize: 6, color: "#64748b", textAlign: "center", marginVertical: 2 },
});

const placeOf = (m: DiagramMarker, bodyType: string) =>
  m.x !== null && m.y !== null ? { x: m.x, y: m.y } : zoneCentre(bodyType, m.zone);
const samePlace = (a: { x: number; y: number } | null, b: { x: number; y: number }) =>
  a !== null && Math.abs(a.x - b.x) < 0.06 && Math.abs(a.y - b.y) < 0.03;

/** `width` in points; the height follows the diagram's 1:2 shape, plus the FRONT and REAR labels. */
export function VehicleDiagram({
  width,
  bodyType,
  markers,
}: {
  width: number;
  bodyType: string;
  markers: DiagramMarker[];
}) {
  const height = width * 2;
  const diagram = bodyDiagram(bodyType);
  const solids = diagram.parts.filter((p) => p.solid).flatMap((p) => p.marks ?? [p.rect]);
  return (
    <View style={{ width }}>
      <Text style={styles.label}>FRONT</Text>
      <View style={{ width, height, position: "relative" }}>
        <Svg viewBox="0 0 100 200" width={width} height={height}>
          {solids.map((r) => (
            <Rect
              key={`${r.x} ${r.y}`}
              x={r.x * 100}
              y={r.y * 200}
              width={r.w * 100}
              height={r.h * 200}
              rx={1.5}
              fill="#334155"
            />
          ))}
          {diagram.outline.map((d) => (
            <Path key={d} d={d} fill="#f1f5f9" stroke="#334155" strokeWidth={1.2} />
          ))}
          {diagram.details.map((d) => (
            <Path key={d} d={d} fill="none" stroke="#94a3b8" strokeWidth={0.8} />
          ))}
        </Svg>
        {markers.map((m, index) => {
          const place = placeOf(m, bodyType);
          if (!place) return null;
          // Markers on the same spot (two damages on one door) sit side by side.
          const before = markers
            .slice(0, index)
            .filter((o) => samePlace(placeOf(o, bodyType), place)).length;
          const position = {
            left: place.x * width - MARKER / 2 + before * (MARKER - 2),
            top: place.y * height - MARKER / 2,
          };
          return (
            <View
              key={m.number}
              style={[
                styles.marker,
                position,
                { backgroundColor: m.colour ?? SEVERITY_COLOURS[m.severity] },
              ]}
            >
              <Text style={styles.markerText}>{m.label ?? m.number}</Text>
            </View>
          );
        })}
      </View>
      <Text style={styles.label}>REAR</Text>
    </View>
  );
}
