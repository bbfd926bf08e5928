// The transfer pack of a fine, for the issuer: the company's statement that the vehicle was on
// hire at the time, the hirer's name and address, the hire (times, signature and the signed
// PDF's SHA-256), the notice's particulars, the hirer's statement of liability and the frozen
// terms. The signed agreement PDF follows it in the same file (render-fine-pack.tsx).
import { Document, Page, Text, View } from "@react-pdf/renderer";
import { termsParagraphs } from "../models/terms";
import {
  formatCalendarDate,
  formatPence,
  formatUkDateTime,
  formatUtc,
  formatVrm,
} from "../models/uk-format";
import type { FinePackData } from "./fine-pack-data";
import { styles } from "./report-style";

const ukAndUtc = (at: Date) => `${formatUkDateTime(at)} UK time (${formatUtc(at)})`;
const joined = (lines: string[]) => (lines.length > 0 ? lines.join(", ") : "-");

function Footer({ data }: { data: FinePackData }) {
  return (
    <View style={styles.footer} fixed>
      <Text>
        Transfer pack {data.fine.id}, agreement {data.agreement.id}
      </Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <View style={{ flexDirection: "row", marginBottom: 3 }} wrap={false}>
      <Text style={{ width: 150, color: "#64748b" }}>{label}</Text>
      <Text style={{ flex: 1 }}>{value}</Text>
    </View>
  );
}

function Statement({ data }: { data: FinePackData }) {
  const { company, fine, agreement, hirer } = data;
  return (
    <View style={[styles.box, { marginBottom: 6 }]} wrap={false}>
      <Text style={{ marginBottom: 4 }}>
        {company.name}
        {company.addressLines.length > 0 ? `, of ${joined(company.addressLines)},` : ","} the hire
        company and registered keeper of the vehicle {formatVrm(fine.vrm)}, states that at{" "}
        {ukAndUtc(fine.contraventionAt)}, the time of the contravention in the notice below, the
        vehicle was on hire to {hirer.name} under hire agreement {agreement.id}, handed over to the
        hirer at {agreement.handedOverAt ? ukAndUtc(agreement.handedOverAt) : "-"}
        {agreement.closedAt
          ? ` and returned at ${ukAndUtc(agreement.closedAt)}`
          : " and not yet returned"}
        .
      </Text>
      <Text>
        The hirer signed the agreement, which holds their statement of liability for fixed penalties
        and charges incurred during the hire, at {ukAndUtc(agreement.signedAt)}. A copy of the
        signed agreement follows this statement. We ask that the notice be transferred to the hirer
        at the address below.
      </Text>
    </View>
  );
}

export function FinePackDocument({ data }: { data: FinePackData }) {
  const { company, fine, agreement, hirer, vehicle, terms } = data;
  return (
    <Document title={`Transfer of liability ${fine.reference}`} author={company.name}>
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View style={{ maxWidth: "55%" }}>
            <Text style={styles.company}>{company.name}</Text>
            {[...company.addressLines, ...company.contact].map((line) => (
              <Text key={line} style={styles.muted}>
                {line}
              </Text>
            ))}
          </View>
          <View style={styles.headerRight}>
            <Text style={styles.title}>Transfer of liability</Text>
            <Text style={{ fontSize: 11, fontFamily: "Helvetica-Bold", textAlign: "right" }}>
              {fine.issuer}
            </Text>
            <Text style={[styles.muted, { textAlign: "right" }]}>Notice {fine.reference}</Text>
            <Text style={[styles.muted, { textAlign: "right" }]}>
              Prepared {formatUkDateTime(data.preparedAt)} UK time
            </Text>
          </View>
        </View>
        <Text style={[styles.h2, { marginTop: 0 }]}>Statement of hire</Text>
        <Statement data={data} />
        <Text style={styles.h2}>The hirer</Text>
        <View style={styles.box} wrap={false}>
          <Line label="Full name" value={hirer.name} />
          <Line label="Address" value={joined(hirer.address)} />
        </View>
        <Text style={styles.h2}>The notice</Text>
        <View style={styles.box} wrap={false}>
          <Line label="Issuer" value={fine.issuer} />
          <Line label="Issuer's reference" value={fine.reference} />
          <Line label="Kind" value={fine.kind} />
          <Line label="Vehicle" value={fine.vrm} />
          <Line label="Contravention" value={ukAndUtc(fine.contraventionAt)} />
          <Line label="Location" value={fine.location ?? "-"} />
          <Line label="Amount" value={formatPence(fine.amountPence)} />
          <Line label="Notice date" value={formatCalendarDate(fine.noticeDate)} />
          <Line label="Respond by" value={formatCalendarDate(fine.respondBy)} />
        </View>
        <Text style={styles.h2}>The hire agreement</Text>
        <View style={styles.box} wrap={false}>
          <Line label="Agreement" value={agreement.id} />
          <Line label="Reference" value={agreement.reference ?? "-"} />
          <Line
            label="Vehicle"
            value={[vehicle.vrm, vehicle.make, vehicle.model].filter(Boolean).join(" ")}
          />
          <Line label="Start" value={ukAndUtc(agreement.startsAt)} />
          <Line label="End" value={ukAndUtc(agreement.endsAt)} />
          <Line
            label="Handed over"
            value={agreement.handedOverAt ? ukAndUtc(agreement.handedOverAt) : "-"}
          />
          <Line label="Returned" value={agreement.closedAt ? ukAndUtc(agreement.closedAt) : "-"} />
          <Line label="Signed by the hirer" value={ukAndUtc(agreement.signedAt)} />
          <Line label="Signed as" value={agreement.signedByName} />
          <Line label="Terms" value={`${terms.name}, version ${terms.version} (${terms.id})`} />
          <Text style={[styles.muted, { marginTop: 4 }]}>
            SHA-256 of the signed agreement PDF (document_sha256):
          </Text>
          <Text style={{ fontFamily: "Courier", fontSize: 8 }}>{agreement.documentSha256}</Text>
        </View>
        <Text style={styles.h2}>The hirer's statement of liability</Text>
        <View style={styles.box} wrap={false}>
          <Text>
            {data.liabilityClause ??
              "The terms the hirer signed hold no clause headed Statement of liability; their full text follows."}
          </Text>
        </View>
        <Footer data={data} />
      </Page>
      <Page size="A4" style={styles.page}>
        <Text style={[styles.h2, { marginTop: 0 }]}>
          Terms signed by the hirer: {terms.name} (version {terms.version})
        </Text>
        {termsParagraphs(terms.body).map((paragraph, index) => (
          <Text key={index} style={{ marginBottom: 4 }}>
            {paragraph}
          </Text>
        ))}
        <Footer data={data} />
      </Page>
    </Document>
  );
}
