// The report PDF's checklist table, photo pages and signature block.
import { Image, StyleSheet, Text, View } from "@react-pdf/renderer";
import { zoneLabel } from "../models/damage-diagram";
import type { PdfImage, ReportPdfData } from "./report-data";
import { styles, when } from "./report-style";

const CHANGE_WORDS = {
  existing: "still there",
  worse: "worse",
  repaired: "repaired",
  new: "new",
} as const;

const VERDICT_COLOURS: Record<string, string> = {
  pass: "#15803d",
  advisory: "#b45309",
  fail: "#b91c1c",
};

const table = StyleSheet.create({
  head: {
    flexDirection: "row",
    borderBottomWidth: 1,
    borderBottomColor: "#0f172a",
    paddingBottom: 3,
    fontFamily: "Helvetica-Bold",
  },
  row: {
    flexDirection: "row",
    borderBottomWidth: 0.5,
    borderBottomColor: "#e2e8f0",
    paddingVertical: 3,
  },
  area: { width: "30%", paddingRight: 6 },
  verdict: { width: "12%" },
  notes: { width: "38%", paddingRight: 6 },
  damage: { width: "20%" },
  photos: { flexDirection: "row", flexWrap: "wrap", marginHorizontal: -4 },
  photo: { width: "50%", padding: 4 },
  image: {
    width: "100%",
    height: 188,
    objectFit: "contain",
    backgroundColor: "#f1f5f9",
    borderRadius: 2,
  },
  caption: { fontSize: 7, color: "#475569", marginTop: 2 },
  signature: { width: "48%" },
  signatureImage: { height: 50, objectFit: "contain", alignSelf: "flex-start" },
  signatureBox: { height: 54, justifyContent: "flex-end" },
  signatureLine: { borderTopWidth: 1, borderTopColor: "#0f172a", paddingTop: 4 },
});

export function InspectionTable({ data }: { data: ReportPdfData }) {
  return (
    <View>
      <Text style={styles.h2}>Checklist</Text>
      <View style={table.head} fixed>
        <Text style={table.area}>Area</Text>
        <Text style={table.verdict}>Verdict</Text>
        <Text style={table.notes}>Notes</Text>
        <Text style={table.damage}>Damage</Text>
      </View>
      {data.inspections.map((i, index) => (
        <View key={`${index}-${i.area}`} style={table.row} wrap={false}>
          <Text style={table.area}>{i.area}</Text>
          <Text
            style={[
              table.verdict,
              {
                color: VERDICT_COLOURS[i.verdict ?? ""] ?? "#64748b",
                fontFamily: "Helvetica-Bold",
              },
            ]}
          >
            {i.verdict ?? "not checked"}
          </Text>
          <Text style={table.notes}>{i.notes ?? ""}</Text>
          <Text style={table.damage}>
            {i.damage
              ? `${i.damage.severity} ${i.damage.type}, ${zoneLabel(data.vehicle.bodyType, i.damage.zone)}${i.damage.change ? ` (${CHANGE_WORDS[i.damage.change]})` : ""}`
              : ""}
          </Text>
        </View>
      ))}
    </View>
  );
}

export function PhotoSection({ data }: { data: ReportPdfData }) {
  const photos = data.inspections.flatMap((i) => i.photos.map((p) => ({ ...p, area: i.area })));
  if (photos.length === 0) return null;
  return (
    <View>
      <Text style={styles.h2} minPresenceAhead={120}>
        Photos ({photos.length})
      </Text>
      <View style={table.photos}>
        {photos.map((p, index) => (
          <View key={index} style={table.photo} wrap={false}>
            <Image src={p.image} style={table.image} />
            <Text style={table.caption}>
              {index + 1}. {p.area}
              {p.caption ? `: ${p.caption}` : ""}
            </Text>
          </View>
        ))}
      </View>
    </View>
  );
}

function SignatureBlock({
  name,
  image,
  role,
  at,
}: {
  name: string;
  image: PdfImage | null;
  role: string;
  at: Date;
}) {
  return (
    <View style={table.signature}>
      <View style={table.signatureBox}>
        {image ? (
          <Image src={image} style={table.signatureImage} />
        ) : (
          <Text style={styles.muted}>(no signature image)</Text>
        )}
      </View>
      <View style={table.signatureLine}>
        <Text style={{ fontFamily: "Helvetica-Bold" }}>{name}</Text>
        <Text style={styles.muted}>{role}</Text>
        <Text style={styles.muted}>{when(at)}</Text>
      </View>
    </View>
  );
}

export function Signatures({ data }: { data: ReportPdfData }) {
  const { inspector, customer } = data.signatures;
  return (
    <View wrap={false}>
      <Text style={styles.h2}>Signatures</Text>
      <View style={[styles.row, { justifyContent: "space-between", marginTop: 4 }]}>
        <SignatureBlock
          name={inspector.name}
          image={inspector.image}
          role={`Signed off for ${data.company.name}`}
          at={data.report.signedOffAt}
        />
        {customer ? (
          <SignatureBlock
            name={customer.name}
            image={customer.image}
            role="Hirer"
            at={data.report.signedOffAt}
          />
        ) : null}
      </View>
    </View>
  );
}
