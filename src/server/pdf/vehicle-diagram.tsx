// The body diagram in the PDF: the shared plan-view outline (models/damage-diagram)
// with a numbered marker for each recorded damage, coloured by severity.
import { Path, Rect, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import { DETAIL_PATHS, OUTLINE_PATH, ZONE_RECTS, zoneCentre, type DamageSeverity, type DamageZone } from "../models/damage-diagram";

/** `label` and `colour` default to the number and the severity's colour. */
export type DiagramMarker = { number: number; zone: DamageZone; severity: DamageSeverity; x: number | null; y: number | null; label?: string; colour?: string };

export const SEVERITY_COLOURS: Record<DamageSeverity, string> = { minor: "#d97706", moderate: "#ea580c", severe: "#dc2626" };

const MARKER = 14;
const SMALL_PARTS: DamageZone[] = [
  "nearside_front_wheel",
  "nearside_rear_wheel",
  "offside_front_wheel",
  "offside_rear_wheel",
  "nearside_mirror",
  "offside_mirror",
];

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

const placeOf = (m: DiagramMarker) => (m.x !== null && m.y !== null ? { x: m.x, y: m.y } : zoneCentre(m.zone));
const samePlace = (a: { x: number; y: number } | null, b: { x: number; y: number }) => a !== null && Math.abs(a.x - b.x) < 0.06 && Math.abs(a.y - b.y) < 0.03;

/** `width` in points; the height follows the diagram's 1:2 shape, plus the FRONT and REAR labels. */
export function VehicleDiagram({ width, markers }: { width: number; markers: DiagramMarker[] }) {
  const height = width * 2;
  return (
    <View style={{ width }}>
      <Text style={styles.label}>FRONT</Text>
      <View style={{ width, height, position: "relative" }}>
        <Svg viewBox="0 0 100 200" width={width} height={height}>
          {SMALL_PARTS.map((zone) => {
            const r = ZONE_RECTS[zone];
            return r ? <Rect key={zone} x={r.x * 100} y={r.y * 200} width={r.w * 100} height={r.h * 200} rx={1.5} fill="#334155" /> : null;
          })}
          <Path d={OUTLINE_PATH} fill="#f1f5f9" stroke="#334155" strokeWidth={1.2} />
          {DETAIL_PATHS.map((d) => (
            <Path key={d} d={d} fill="none" stroke="#94a3b8" strokeWidth={0.8} />
          ))}
        </Svg>
        {markers.map((m, index) => {
          const place = placeOf(m);
          if (!place) return null;
          // Markers on the same spot (two damages on one door) sit side by side.
          const before = markers.slice(0, index).filter((o) => samePlace(placeOf(o), place)).length;
          const position = { left: place.x * width - MARKER / 2 + before * (MARKER - 2), top: place.y * height - MARKER / 2 };
          return (
            <View key={m.number} style={[styles.marker, position, { backgroundColor: m.colour ?? SEVERITY_COLOURS[m.severity] }]}>
              <Text style={styles.markerText}>{m.label ?? m.number}</Text>
            </View>
          );
        })}
      </View>
      <Text style={styles.label}>REAR</Text>
    </View>
  );
}
