// The signed report's evidence: the walk-around page (the angle, odometer and fuel photos in a
// grid with their labels) and the table of every photo with its angle or area, when it was
// received and taken (UTC, ISO 8601), where, and its full SHA-256 on one line, so anyone
// holding a photo can check it is the one in the report.
import { Image, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReportPdfData } from "./report-data";
import { styles } from "./report-style";

const grid = StyleSheet.create({
  photos: { flexDirection: "row", flexWrap: "wrap", marginHorizontal: -4 },
  photo: { width: "25%", padding: 4 },
  image: { width: "100%", height: 92, objectFit: "cover", borderRadius: 2 },
  label: { fontSize: 7.5, marginTop: 2, fontFamily: "Helvetica-Bold" },
  entry: { borderBottomWidth: 0.5, borderBottomColor: "#e2e8f0", paddingVertical: 3 },
  line: { flexDirection: "row", fontSize: 7.5 },
  number: { width: 18, fontFamily: "Helvetica-Bold" },
  what: { width: 150 },
  time: { width: 120 },
  place: { flex: 1 },
  hash: { fontFamily: "Courier", fontSize: 7, marginLeft: 18, marginTop: 1 },
});

const utc = (d: Date | null) => (d ? d.toISOString() : "not given");

/** The walk-around photos, at the top of a page (report-document.tsx gives them their own Page). */
export function WalkAroundSection({ data }: { data: ReportPdfData }) {
  if (data.walkAround.length === 0) return null;
  return (
    <View>
      <Text style={styles.h2}>Walk-around ({data.walkAround.length})</Text>
      <View style={grid.photos}>
        {data.walkAround.map((p, index) => (
          <View key={index} style={grid.photo} wrap={false}>
            <Image src={p.image} style={grid.image} />
            <Text style={grid.label}>{p.label}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

export function EvidenceTable({ data }: { data: ReportPdfData }) {
  if (data.evidence.length === 0) return null;
  return (
    <View>
      <Text style={styles.h2} minPresenceAhead={60}>
        Photo evidence ({data.evidence.length})
      </Text>
      <Text style={[styles.muted, { marginBottom: 4, fontSize: 7.5 }]}>
        Times in UTC. SHA-256 of each photo as stored and served; check a copy with `sha256sum`.
      </Text>
      {data.evidence.map((e, index) => (
        <View key={index} style={grid.entry} wrap={false}>
          <View style={grid.line}>
            <Text style={grid.number}>{index + 1}.</Text>
            <Text style={grid.what}>
              {e.what} ({e.source})
            </Text>
            <Text style={grid.time}>Received {utc(e.receivedAt)}</Text>
            <Text style={grid.time}>Taken {utc(e.capturedAt)}</Text>
            <Text style={grid.place}>{e.location ?? "Location not given"}</Text>
          </View>
          <Text style={grid.hash}>SHA-256 {e.sha256}</Text>
        </View>
      ))}
    </View>
  );
}
