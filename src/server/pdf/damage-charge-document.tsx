// The damage charge evidence pack: the hire, both reports, each line with its before and
// after photo, size, fair-wear-and-tear decision and amount, the total, and the Timeline.
import { Document, Image, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatPence, formatUtc, formatVrm } from "../models/uk-format";
import type { ChargePdfData, ChargePdfLine } from "./damage-charge-data";
import { styles, when } from "./report-style";

const local = StyleSheet.create({
  line: { borderTopWidth: 1, borderTopColor: "#e2e8f0", paddingTop: 6, marginTop: 6 },
  photos: { flexDirection: "row", marginTop: 4 },
  photoBox: { width: "48%", marginRight: "4%" },
  photo: { width: "100%", height: 150, objectFit: "contain", backgroundColor: "#f1f5f9" },
  none: {
    height: 150,
    backgroundColor: "#f1f5f9",
    justifyContent: "center",
    alignItems: "center",
    color: "#475569",
  },
  total: { fontSize: 12, fontFamily: "Helvetica-Bold", marginTop: 10 },
  fact: { flexDirection: "row", marginBottom: 2 },
  label: { width: 110, color: "#475569" },
});

const STEP_WORDS: Record<string, string> = {
  created: "Created",
  sent: "Sent to the hirer",
  viewed: "Viewed by the hirer",
  accepted: "Accepted by the hirer",
  disputed: "Disputed by the hirer",
  revised: "Revised",
  collected: "Collected",
  waived: "Waived",
};

const Fact = ({ label, value }: { label: string; value: string }) => (
  <View style={local.fact}>
    <Text style={local.label}>{label}</Text>
    <Text style={{ flex: 1 }}>{value}</Text>
  </View>
);

function Photo({
  image,
  missing,
  caption,
}: {
  image: ChargePdfLine["before"];
  missing: string;
  caption: string;
}) {
  return (
    <View style={local.photoBox}>
      {image ? (
        <Image src={image} style={local.photo} />
      ) : (
        <View style={local.none}>
          <Text>{missing}</Text>
        </View>
      )}
      <Text style={styles.muted}>{caption}</Text>
    </View>
  );
}

function Line({ line, index }: { line: ChargePdfLine; index: number }) {
  const wear =
    line.wearAndTear === true
      ? "Fair wear and tear: yes"
      : line.wearAndTear === false
        ? "Fair wear and tear: no"
        : "Fair wear and tear: not decided (no size)";
  return (
    <View style={local.line} wrap={false}>
      <Text style={{ fontFamily: "Helvetica-Bold" }}>
        {index + 1}. {line.area}: {line.severity} {line.type} (
        {line.change === "new" ? "new" : "worse"})
      </Text>
      <Text>
        Size: {line.sizeMm === null ? "not measured" : `${line.sizeMm} mm`}. {wear}. {line.rule}
      </Text>
      {line.description ? <Text>{line.description}</Text> : null}
      <Text>{line.included ? `Charged: ${formatPence(line.amountPence)}` : "Not charged"}</Text>
      <View style={local.photos}>
        <Photo
          image={line.before}
          missing={line.change === "new" ? "Not recorded at handover" : "No photo at handover"}
          caption="Before (handover)"
        />
        <Photo image={line.after} missing="No photo on return" caption="After (return)" />
      </View>
    </View>
  );
}

export function DamageChargeDocument({ data }: { data: ChargePdfData }) {
  const a = data.agreement;
  return (
    <Document title={`Damage charge ${data.charge.id}`} author={data.company}>
      <Page size="A4" style={styles.page}>
        <Text style={styles.company}>{data.company}</Text>
        <Text style={styles.reportName}>Damage charge evidence pack</Text>
        <Fact label="Charge" value={data.charge.id} />
        <Fact label="Status" value={data.charge.status} />
        <Fact label="Agreement" value={a.reference ? `${a.reference} (${a.id})` : a.id} />
        <Fact label="Hirer" value={a.hirer} />
        <Fact label="Vehicle" value={`${formatVrm(a.vrm)} ${a.vehicle}`.trim()} />
        <Fact label="Hire" value={`${when(a.startsAt)} to ${when(a.endsAt)}`} />
        {data.charge.respondBy ? (
          <Fact label="Answer by" value={when(data.charge.respondBy)} />
        ) : null}
        {data.reports.map((r) => (
          <Fact
            key={r.id}
            label={r.label}
            value={`${r.id}${r.sha256 ? `, PDF SHA-256 ${r.sha256}` : ""}`}
          />
        ))}
        <Text style={styles.h2}>Lines</Text>
        <Text style={styles.muted}>
          Fair wear and tear (BVRLA) is never charged: scratches up to 25 mm and 4 a panel, dents up
          to 15 mm and 2 a panel (never on the roof), chips up to 3 mm and 4 a panel, wheel scuffs
          up to 50 mm in all.
        </Text>
        {data.lines.map((line, index) => (
          <Line key={index} line={line} index={index} />
        ))}
        <Text style={local.total}>Total: {formatPence(data.charge.totalPence)}</Text>
        <View wrap={false}>
          <Text style={styles.h2}>Timeline</Text>
          {data.timeline.map((step, index) => (
            <Text key={index}>
              {formatUtc(step.at)}: {STEP_WORDS[step.kind] ?? step.kind}
              {step.detail ? `. ${step.detail}` : ""}
            </Text>
          ))}
        </View>
      </Page>
    </Document>
  );
}
