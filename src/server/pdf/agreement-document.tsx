// The signed rental agreement: the company and the hirer (address, date of birth, licence
// and its latest check), the hire, the frozen terms single-spaced, the hirer's typed name and
// drawn signature beside a line for the company's countersignature, and an audit certificate
// page headed "Audit trail". Rendered once, when the hirer signs, then sealed (seal.ts).
import { Document, Image, Page, Text, View } from "@react-pdf/renderer";
import { licenceOutcomeLabel } from "../models/licence-words";
import { termsParagraphs } from "../models/terms";
import {
  formatCalendarDate,
  formatPence,
  formatUkDate,
  formatUkDateTime,
  formatUtc,
} from "../models/uk-format";
import type { AgreementPdfData, LicenceCheckFact } from "./agreement-data";
import { Fact, styles } from "./report-style";

const AUDIT_WORDS = {
  sent: "Signing link sent",
  opened: "Signing link opened",
  signed: "Signed by the hirer",
} as const;

function Footer({ data }: { data: AgreementPdfData }) {
  return (
    <View style={styles.footer} fixed>
      <Text>Agreement {data.agreement.id}</Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}

const joined = (lines: string[]) => (lines.length > 0 ? lines.join(", ") : "-");

function licenceCheckText(check: LicenceCheckFact | null): string {
  if (!check) return "Not checked";
  return `${licenceOutcomeLabel(check.outcome, check.points)} (checked ${formatUkDate(check.checkedAt)})`;
}

function Hirer({ data }: { data: AgreementPdfData }) {
  const { hirer } = data;
  return (
    <View style={styles.box} wrap={false}>
      <View style={styles.facts}>
        <Fact label="Name" value={hirer.name} />
        <Fact
          label="Date of birth"
          value={hirer.dateOfBirth ? formatCalendarDate(hirer.dateOfBirth) : "-"}
        />
        <Fact label="Phone" value={hirer.phone ?? "-"} />
        <Fact label="Driving licence number" value={hirer.licenceNumber ?? "-"} />
        <Fact label="Latest licence check" value={licenceCheckText(hirer.licenceCheck)} />
        <Fact label="Email" value={hirer.email ?? "-"} />
      </View>
      <Fact label="Address" value={joined(hirer.address)} wide />
    </View>
  );
}

function Hire({ data }: { data: AgreementPdfData }) {
  const { agreement, vehicle } = data;
  return (
    <View style={styles.box} wrap={false}>
      <View style={styles.facts}>
        <Fact label="Vehicle" value={vehicle.vrm} />
        <Fact
          label="Make and model"
          value={[vehicle.make, vehicle.model].filter(Boolean).join(" ") || "-"}
        />
        <Fact label="Reference" value={agreement.reference ?? "-"} />
        <Fact label="Start (UK time)" value={formatUkDateTime(agreement.startsAt)} />
        <Fact label="End (UK time)" value={formatUkDateTime(agreement.endsAt)} />
        <Fact label="Rental days" value={String(agreement.rentalDays)} />
        <Fact label="Daily rate" value={formatPence(agreement.dailyRatePence)} />
        <Fact label="Total" value={formatPence(agreement.totalPence)} />
        <Fact label="Deposit" value={formatPence(agreement.depositPence)} />
        <Fact label="Excess" value={formatPence(agreement.excessPence)} />
        <Fact
          label="Mileage allowance"
          value={
            agreement.mileageAllowancePerDay === null
              ? "Unlimited"
              : `${agreement.mileageAllowancePerDay.toLocaleString("en-GB")} miles a day`
          }
        />
      </View>
    </View>
  );
}

function Signatures({ data }: { data: AgreementPdfData }) {
  const line = (label: string) => (
    <View style={{ flexDirection: "row", alignItems: "flex-end", marginTop: 12 }}>
      <Text style={{ width: 52 }}>{label}</Text>
      <View style={{ flexGrow: 1, borderBottomWidth: 1, borderBottomColor: "#0f172a" }} />
    </View>
  );
  return (
    <View style={[styles.row, { marginTop: 12, gap: 12 }]} wrap={false}>
      <View style={[styles.box, { flex: 1 }]}>
        <Text style={{ fontFamily: "Helvetica-Bold", marginBottom: 4 }}>Signed by the hirer</Text>
        <Text>I have read and agree to the terms.</Text>
        <Text>Full name: {data.signature.name}</Text>
        <Image
          src={data.signature.png}
          style={{ width: 200, height: 70, objectFit: "contain", marginVertical: 4 }}
        />
        <Text style={styles.muted}>Signed {formatUkDateTime(data.signature.signedAt)} UK time</Text>
      </View>
      <View style={[styles.box, { flex: 1 }]}>
        <Text style={{ fontFamily: "Helvetica-Bold", marginBottom: 4 }}>
          Countersigned for {data.company.name}
        </Text>
        {line("Signature")}
        {line("Name")}
        {line("Position")}
        {line("Date")}
      </View>
    </View>
  );
}

function AuditTrail({ data }: { data: AgreementPdfData }) {
  return (
    <Page size="A4" style={styles.page}>
      <Text style={[styles.title, { textAlign: "left" }]}>Audit trail</Text>
      <Text style={styles.muted}>Agreement</Text>
      <Text>{data.agreement.id}</Text>
      <Text style={[styles.muted, { marginTop: 6 }]}>Signer</Text>
      <Text>{data.signature.name}</Text>
      <Text style={[styles.muted, { marginTop: 6 }]}>Terms</Text>
      <Text>
        {data.terms.name}, version {data.terms.version} ({data.terms.id})
      </Text>
      <Text style={styles.h2}>Events (times in UTC)</Text>
      {data.audit.map((row, index) => (
        <View key={`${row.kind}-${index}`} style={[styles.box, { marginBottom: 6 }]} wrap={false}>
          <Text style={{ fontFamily: "Helvetica-Bold" }}>
            {AUDIT_WORDS[row.kind]} ({row.kind})
          </Text>
          <Text>Time: {formatUtc(row.at)}</Text>
          <Text>IP address: {row.ipAddress ?? "-"}</Text>
          <Text>User agent: {row.userAgent ?? "-"}</Text>
        </View>
      ))}
      <Text style={styles.h2}>Document hash</Text>
      <Text>SHA-256 of the agreement's facts and terms as printed:</Text>
      <Text style={{ fontFamily: "Courier", fontSize: 8 }}>{data.contentSha256}</Text>
      <Text style={[styles.muted, { marginTop: 6 }]}>
        This file is sealed with a PAdES digital signature over all of its bytes: a PDF reader shows
        whether it was changed after signing. The SHA-256 of the whole file is kept by the company
        as the agreement's document_sha256.
      </Text>
      <Footer data={data} />
    </Page>
  );
}

export function AgreementDocument({ data }: { data: AgreementPdfData }) {
  const { company, agreement } = data;
  return (
    <Document
      title={`Rental agreement ${agreement.reference ?? agreement.id}`}
      author={company.name}
    >
      <Page size="A4" style={styles.page}>
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
            <Text style={styles.title}>Rental agreement</Text>
            {agreement.reference ? (
              <Text style={{ fontSize: 11, fontFamily: "Helvetica-Bold", textAlign: "right" }}>
                {agreement.reference}
              </Text>
            ) : null}
            <Text style={[styles.muted, { textAlign: "right" }]}>{agreement.id}</Text>
            <Text style={[styles.muted, { textAlign: "right" }]}>
              Signed {formatUkDateTime(data.signature.signedAt)} UK time
            </Text>
          </View>
        </View>
        <Text style={[styles.h2, { marginTop: 0 }]}>The hirer</Text>
        <Hirer data={data} />
        <Text style={styles.h2}>The hire</Text>
        <Hire data={data} />
        <Text style={styles.h2}>
          Terms: {data.terms.name} (version {data.terms.version})
        </Text>
        {termsParagraphs(data.terms.body).map((paragraph, index) => (
          <Text key={index} style={{ marginBottom: 4 }}>
            {paragraph}
          </Text>
        ))}
        <Signatures data={data} />
        <Footer data={data} />
      </Page>
      <AuditTrail data={data} />
    </Document>
  );
}
