// The signed inspection report, led by what people call it (VRM, type and date): company,
// vehicle and registry facts, readings, the damage diagram (on a check-in, the comparison
// with the check-out), every checklist item with its photos, the signatures, the walk-around
// photos and every photo's evidence (report-evidence.tsx), and a footer
// naming the report and its content hash on every page (render-report.tsx adds "Page n of N" at
// its right end). Rendered once at sign-off.
import { Document, Image, Page, Text, View } from "@react-pdf/renderer";
import { zoneLabel } from "../models/damage-diagram";
import { formatLevel } from "../models/level-format";
import { formatUkDate, formatVrm } from "../models/uk-format";
import type { ReportPdfData } from "./report-data";
import { ComparisonSection } from "./report-comparison";
import { EvidenceTable, WalkAroundSection } from "./report-evidence";
import { InspectionTable, PhotoSection, Signatures } from "./report-sections";
import { day, Fact, styles, when, words } from "./report-style";
import { SEVERITY_COLOURS, VehicleDiagram, type DiagramMarker } from "./vehicle-diagram";

const TYPE_TITLES: Record<string, string> = {
  outbound: "Check-out inspection",
  inbound: "Check-in inspection",
  general: "General inspection",
  mid_term: "Mid-term inspection",
  pickup: "Pick-up inspection",
  dropoff: "Drop-off inspection",
  pre_purchase: "Pre-purchase inspection",
  post_wash: "Post-wash inspection",
};

/** What people call a report, and the PDF's first line: `AB12 CDE · Check-out inspection · 26 Nov 2026`. */
const reportName = ({ vehicle, report }: ReportPdfData) =>
  [
    formatVrm(vehicle.vrm),
    TYPE_TITLES[report.type] ?? "Vehicle inspection",
    formatUkDate(report.completedAt ?? report.signedOffAt),
  ].join(" · ");

function Header({ data }: { data: ReportPdfData }) {
  const { company, report } = data;
  return (
    <View style={styles.header}>
      <View style={{ maxWidth: "55%" }}>
        {company.logo ? <Image src={company.logo} style={styles.logo} /> : null}
        <Text style={styles.company}>{company.name}</Text>
        {[...company.addressLines, ...company.contact].map((line) => (
          <Text key={line} style={styles.muted}>
            {line}
          </Text>
        ))}
      </View>
      <View style={styles.headerRight}>
        <Text style={[styles.muted, { textAlign: "right" }]}>Report {report.id}</Text>
        <Text style={[styles.muted, { textAlign: "right" }]}>
          Signed off {when(report.signedOffAt)}
        </Text>
        {report.verdict ? (
          <Text style={{ textAlign: "right", fontFamily: "Helvetica-Bold" }}>
            Verdict: {report.verdict}
          </Text>
        ) : null}
      </View>
    </View>
  );
}

function VehicleSection({ data }: { data: ReportPdfData }) {
  const { vehicle, report, customer } = data;
  const level = report.electric ? report.chargeLevel : report.fuelLevel;
  return (
    <View style={styles.box}>
      <View style={[styles.row, { justifyContent: "space-between" }]}>
        <Text style={styles.plate}>{vehicle.vrm}</Text>
        <Text style={{ fontSize: 11, fontFamily: "Helvetica-Bold" }}>
          {[vehicle.make, vehicle.model].filter(Boolean).join(" ") || "Unknown vehicle"}
        </Text>
      </View>
      <View style={styles.facts}>
        <Fact label="Colour" value={vehicle.colour ?? "-"} />
        <Fact label="Fuel" value={vehicle.fuelType ?? "-"} />
        <Fact
          label="Body / year"
          value={`${vehicle.bodyType}${vehicle.yearOfManufacture ? `, ${vehicle.yearOfManufacture}` : ""}`}
        />
        <Fact
          label="MOT"
          value={`${vehicle.motStatus ?? "-"}${vehicle.motValidUntil ? `, valid until ${day(vehicle.motValidUntil)}` : ""}`}
        />
        <Fact
          label="Tax"
          value={`${vehicle.taxStatus ?? "-"}${vehicle.taxDueDate ? `, due ${day(vehicle.taxDueDate)}` : ""}`}
        />
        <Fact
          label="Odometer"
          value={
            report.odometer !== null
              ? `${report.odometer.toLocaleString("en-GB")} ${report.odometerUnit}`
              : "Not recorded"
          }
        />
        <Fact
          label={report.electric ? "Battery charge" : "Fuel level"}
          value={level !== null ? formatLevel(level) : "Not recorded"}
        />
        {customer ? (
          <Fact
            label="Hirer"
            value={`${customer.name}${customer.email ? ` (${customer.email})` : ""}`}
          />
        ) : null}
        {report.agreementId ? <Fact label="Agreement" value={report.agreementId} /> : null}
        <Fact label="Started" value={when(report.createdAt)} />
        <Fact label="Completed" value={when(report.completedAt)} />
        <Fact
          label="Performed by"
          value={report.performedBy === "hirer" ? "The hirer, from their own link" : "Staff"}
        />
        {report.hirerSentAt ? (
          <Fact label="Sent by the hirer" value={when(report.hirerSentAt)} />
        ) : null}
      </View>
      {report.tyreReadings.length > 0 ? (
        <Text style={{ marginTop: 2 }}>
          Tyres:{" "}
          {report.tyreReadings
            .map((t) =>
              `${words(t.position)} ${t.tread_depth_mm !== null ? `${t.tread_depth_mm} mm` : ""}${t.pressure_psi !== null ? ` ${t.pressure_psi} psi` : ""}`.trim(),
            )
            .join("; ")}
        </Text>
      ) : null}
      {report.notes ? <Text style={{ marginTop: 4 }}>Notes: {report.notes}</Text> : null}
    </View>
  );
}

function DamageSection({ data }: { data: ReportPdfData }) {
  const damaged = data.inspections.flatMap((i) =>
    i.damage ? [{ area: i.area, notes: i.notes, damage: i.damage }] : [],
  );
  const markers: DiagramMarker[] = damaged.map((i, index) => ({ number: index + 1, ...i.damage }));
  const part = (zone: string) => zoneLabel(data.vehicle.bodyType, zone);
  return (
    <View wrap={false}>
      <Text style={styles.h2}>Damage</Text>
      <View style={styles.row}>
        <VehicleDiagram width={110} bodyType={data.vehicle.bodyType} markers={markers} />
        <View style={{ marginLeft: 16, flex: 1 }}>
          {damaged.length === 0 ? <Text>No damage recorded.</Text> : null}
          {damaged.map((i, index) => (
            <View key={`${i.area}-${index}`} style={[styles.row, { marginBottom: 4 }]}>
              <Text
                style={{
                  width: 18,
                  fontFamily: "Helvetica-Bold",
                  color: SEVERITY_COLOURS[i.damage.severity],
                }}
              >
                {index + 1}.
              </Text>
              <Text style={{ flex: 1 }}>
                {i.area}: {i.damage.severity} {i.damage.type}
                {i.damage.size_mm ? `, ${i.damage.size_mm} mm` : ""}
                {part(i.damage.zone).toLowerCase() === i.area.toLowerCase()
                  ? ""
                  : ` (${part(i.damage.zone)})`}
                {i.notes ? `. ${i.notes}` : ""}
              </Text>
            </View>
          ))}
        </View>
      </View>
    </View>
  );
}

/** The line at the foot of every page (render-report.tsx adds "Page n of N" at its right end). */
function Footer({ data }: { data: ReportPdfData }) {
  return (
    <View style={styles.footer} fixed>
      <Text>
        {data.vehicle.vrm} · Report {data.report.id} · Content SHA-256 {data.contentSha256}
      </Text>
    </View>
  );
}

export function ReportDocument({ data }: { data: ReportPdfData }) {
  const walkAround = data.walkAround.length > 0;
  // The walk-around starts a page, so it and the evidence table are a Page of their own: react-pdf
  // lays out everything left in a Page again at each of its page breaks, so the report's photos
  // are not laid out again for every page of the walk-around and evidence, and the other way round.
  return (
    <Document
      title={reportName(data)}
      author={data.company.name}
      creator="Kerbside"
      producer="Kerbside"
      creationDate={data.report.signedOffAt}
    >
      <Page size="A4" style={styles.page}>
        {/* Fixed elements repeat on every page only when they come before the content that breaks across pages. */}
        <Footer data={data} />
        <Text style={styles.reportName}>{reportName(data)}</Text>
        <Header data={data} />
        <VehicleSection data={data} />
        {data.comparison ? (
          <ComparisonSection
            comparison={data.comparison}
            bodyType={data.vehicle.bodyType}
            unit={data.report.odometerUnit}
            verdict={data.report.verdict}
          />
        ) : (
          <DamageSection data={data} />
        )}
        <InspectionTable data={data} />
        <PhotoSection data={data} />
        <Signatures data={data} />
        {walkAround ? null : <EvidenceTable data={data} />}
      </Page>
      {walkAround ? (
        <Page size="A4" style={styles.page}>
          <Footer data={data} />
          <WalkAroundSection data={data} />
          <EvidenceTable data={data} />
        </Page>
      ) : null}
    </Document>
  );
}
