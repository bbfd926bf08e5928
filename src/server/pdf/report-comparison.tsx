// The check-in PDF's comparison with the check-out: the two diagrams side by side
// (damage already there in blue, new in red, each also lettered so colour is not the
// only signal), the mileage and fuel since check-out, the verdict, and a table of the
// new damage with its photos.
import { Image, StyleSheet, Text, View } from "@react-pdf/renderer";
import { zoneLabel } from "../models/damage-diagram";
import { formatLevelChange } from "../models/level-format";
import { wearLabel } from "../models/wear-and-tear";
import type { PdfComparison } from "./report-data";
import { styles } from "./report-style";
import { VehicleDiagram, type DiagramMarker } from "./vehicle-diagram";

export const CHANGE_MARKS = {
  existing: { colour: "#2563eb", letter: "E", name: "still there" },
  worse: { colour: "#d97706", letter: "W", name: "worse" },
  repaired: { colour: "#16a34a", letter: "R", name: "repaired" },
  new: { colour: "#dc2626", letter: "", name: "new (numbered as in the table)" },
} as const;

const OLD = "#2563eb";

const local = StyleSheet.create({
  diagrams: { flexDirection: "row", justifyContent: "space-around", marginBottom: 6 },
  caption: { textAlign: "center", fontFamily: "Helvetica-Bold", marginBottom: 2 },
  figures: { flexDirection: "row", marginBottom: 6 },
  figure: {
    flex: 1,
    borderWidth: 1,
    borderColor: "#e2e8f0",
    borderRadius: 4,
    padding: 6,
    marginRight: 6,
  },
  big: { fontSize: 12, fontFamily: "Helvetica-Bold" },
  head: {
    flexDirection: "row",
    borderBottomWidth: 1,
    borderBottomColor: "#0f172a",
    paddingBottom: 3,
    fontFamily: "Helvetica-Bold",
  },
  row: { borderBottomWidth: 0.5, borderBottomColor: "#e2e8f0", paddingVertical: 4 },
  cells: { flexDirection: "row" },
  n: { width: "6%" },
  area: { width: "34%", paddingRight: 6 },
  part: { width: "30%", paddingRight: 6 },
  what: { width: "30%" },
  photos: { flexDirection: "row", flexWrap: "wrap", marginTop: 4 },
  photo: {
    width: 250,
    height: 188,
    objectFit: "contain",
    backgroundColor: "#f1f5f9",
    marginRight: 8,
    marginBottom: 6,
  },
});

type Props = { comparison: PdfComparison; bodyType: string; unit: string; verdict: string | null };

export function ComparisonSection({ comparison, bodyType, unit, verdict }: Props) {
  const fresh = comparison.damage.filter((d) => d.change === "new" || d.change === "worse");
  const newCount = comparison.damage.filter((d) => d.change === "new").length;
  const before: DiagramMarker[] = comparison.baselineDamage.map((d, i) => ({
    ...d,
    number: i + 1,
    label: "",
    colour: OLD,
  }));
  const after: DiagramMarker[] = comparison.damage.map((d, i) => {
    const mark = CHANGE_MARKS[d.change];
    const number = fresh.indexOf(d) + 1;
    return {
      ...d,
      number: i + 1,
      colour: mark.colour,
      label: number > 0 ? String(number) : mark.letter,
    };
  });
  return (
    <View>
      <Text style={styles.h2}>Since check-out</Text>
      {comparison.baselineReportId ? null : (
        <Text style={{ marginBottom: 4 }}>
          No earlier outbound report for this vehicle: all damage counts as new.
        </Text>
      )}
      <View style={local.figures} wrap={false}>
        <View style={local.figure}>
          <Text style={styles.factLabel}>Verdict</Text>
          <Text style={[local.big, { color: verdict === "pass" ? "#15803d" : "#b91c1c" }]}>
            {verdict === "pass" ? "Pass" : verdict === "concerns" ? "Concerns" : "-"}
          </Text>
        </View>
        <View style={local.figure}>
          <Text style={styles.factLabel}>Mileage since check-out</Text>
          <Text style={local.big}>
            {comparison.odometerDelta === null
              ? "Not recorded"
              : `${comparison.odometerDelta.toLocaleString("en-GB")} ${unit}`}
          </Text>
        </View>
        <View style={[local.figure, { marginRight: 0 }]}>
          <Text style={styles.factLabel}>Fuel since check-out</Text>
          <Text style={local.big}>
            {comparison.fuelLevelDelta === null
              ? "Not recorded"
              : formatLevelChange(comparison.fuelLevelDelta)}
          </Text>
        </View>
      </View>
      <View style={local.diagrams} wrap={false}>
        <View>
          <Text style={local.caption}>
            Check-out{comparison.baselineReportId ? ` (${comparison.baselineReportId})` : ""}
          </Text>
          <VehicleDiagram width={100} bodyType={bodyType} markers={before} />
        </View>
        <View>
          <Text style={local.caption}>Check-in (this report)</Text>
          <VehicleDiagram width={100} bodyType={bodyType} markers={after} />
        </View>
      </View>
      <Text style={[styles.muted, { marginBottom: 6 }]}>
        Key: blue, recorded at check-out or still there (E); amber W, worse; green R, repaired; red
        numbered, new.
      </Text>
      <View wrap={false} minPresenceAhead={200}>
        <Text style={styles.h2}>
          New damage ({newCount})
          {fresh.length > newCount ? ` and worse damage (${fresh.length - newCount})` : ""}
        </Text>
        {fresh.length === 0 ? <Text>No new or worse damage.</Text> : null}
        {fresh.length > 0 ? (
          <View style={local.head}>
            <Text style={local.n}>#</Text>
            <Text style={local.area}>Area</Text>
            <Text style={local.part}>Part</Text>
            <Text style={local.what}>Damage</Text>
          </View>
        ) : null}
      </View>
      {fresh.map((d, index) => (
        <View key={index} style={local.row} wrap={false}>
          <View style={local.cells}>
            <Text
              style={[
                local.n,
                { color: CHANGE_MARKS[d.change].colour, fontFamily: "Helvetica-Bold" },
              ]}
            >
              {index + 1}
            </Text>
            <Text style={local.area}>{d.area}</Text>
            <Text style={local.part}>{zoneLabel(bodyType, d.zone)}</Text>
            <Text style={local.what}>
              {d.change === "new" ? "New" : `Worse (was ${d.baselineSeverity ?? "-"})`}:{" "}
              {d.severity} {d.type}
              {d.size_mm ? `, ${d.size_mm} mm` : ""}. {wearLabel(d.wearAndTear)}
            </Text>
          </View>
          {d.photos.length > 0 ? (
            <View style={local.photos}>
              {d.photos.map((p, n) => (
                <Image key={n} src={p} style={local.photo} />
              ))}
            </View>
          ) : null}
        </View>
      ))}
    </View>
  );
}
