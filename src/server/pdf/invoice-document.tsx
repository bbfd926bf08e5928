// The VAT invoice of a paid credit purchase, with what HMRC asks of a full VAT invoice: its
// number in one series, the date of supply, the seller's name, address and VAT number, the
// buyer's name and address, the supply with quantity and unit price, and net, the VAT rate,
// VAT and gross (net + VAT = gross in pence).
import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatVatNumber, VAT_RATE_PERCENT, type InvoiceParty } from "../models/invoice";
import { formatPence, formatUkDate } from "../models/uk-format";

export type InvoiceData = {
  invoiceNumber: string;
  purchaseId: string;
  paidAt: Date;
  /** null: no seller is configured (development); the invoice says it is a sample. */
  seller: InvoiceParty | null;
  buyer: InvoiceParty;
  description: string;
  credits: number;
  netPence: number;
  vatPence: number;
  grossPence: number;
  refunded: boolean;
};

const s = StyleSheet.create({
  page: { padding: 48, fontSize: 10, fontFamily: "Helvetica", color: "#0f172a" },
  title: { fontSize: 20, fontFamily: "Helvetica-Bold", marginBottom: 4 },
  muted: { color: "#475569" },
  facts: { marginTop: 2 },
  parties: {
    flexDirection: "row",
    justifyContent: "space-between",
    marginTop: 24,
    marginBottom: 24,
  },
  party: { width: "45%" },
  label: { fontSize: 8, color: "#475569", textTransform: "uppercase", marginBottom: 4 },
  bold: { fontFamily: "Helvetica-Bold" },
  sample: {
    marginTop: 4,
    padding: 6,
    borderWidth: 1,
    borderColor: "#b45309",
    color: "#78350f",
    fontFamily: "Helvetica-Bold",
  },
  table: { borderTopWidth: 1, borderTopColor: "#0f172a" },
  row: {
    flexDirection: "row",
    paddingVertical: 6,
    borderBottomWidth: 1,
    borderBottomColor: "#e2e8f0",
  },
  desc: { flexGrow: 1, flexShrink: 1 },
  qty: { width: 40, textAlign: "right" },
  rate: { width: 50, textAlign: "right" },
  amount: { width: 80, textAlign: "right" },
  totals: { marginTop: 12, alignSelf: "flex-end", width: 260 },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 3 },
  grand: {
    borderTopWidth: 1,
    borderTopColor: "#0f172a",
    marginTop: 3,
    paddingTop: 5,
    fontFamily: "Helvetica-Bold",
    fontSize: 12,
  },
  note: { marginTop: 32, fontSize: 8, color: "#475569" },
});

function Seller({ seller }: { seller: InvoiceParty | null }) {
  if (!seller)
    return (
      <Text style={s.sample}>
        Sample seller: set SELLER_NAME, SELLER_ADDRESS and SELLER_VAT_NUMBER. This sample is not a
        VAT invoice.
      </Text>
    );
  return (
    <>
      <Text style={s.bold}>{seller.name}</Text>
      {seller.address.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      {seller.vatNumber ? (
        <Text style={{ marginTop: 4 }}>
          VAT registration number {formatVatNumber(seller.vatNumber)}
        </Text>
      ) : null}
    </>
  );
}

export function InvoiceDocument({ data }: { data: InvoiceData }) {
  const rate = `${VAT_RATE_PERCENT}%`;
  return (
    <Document title={`VAT invoice ${data.invoiceNumber}`} author={data.seller?.name ?? "Kerbside"}>
      <Page size="A4" style={s.page}>
        <Text style={s.title}>VAT invoice</Text>
        <Text style={s.bold}>Invoice number {data.invoiceNumber}</Text>
        <Text style={s.facts}>Invoice date and date of supply: {formatUkDate(data.paidAt)}</Text>
        <Text style={[s.muted, s.facts]}>Purchase {data.purchaseId}</Text>
        {data.refunded ? (
          <Text style={[s.bold, { marginTop: 6 }]}>This purchase has since been refunded.</Text>
        ) : null}
        <View style={s.parties}>
          <View style={s.party}>
            <Text style={s.label}>Seller</Text>
            <Seller seller={data.seller} />
          </View>
          <View style={s.party}>
            <Text style={s.label}>Customer</Text>
            <Text style={s.bold}>{data.buyer.name}</Text>
            {data.buyer.address.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
            {data.buyer.vatNumber ? (
              <Text style={{ marginTop: 4 }}>
                VAT registration number {formatVatNumber(data.buyer.vatNumber)}
              </Text>
            ) : null}
          </View>
        </View>
        <View style={s.table}>
          <View style={[s.row, s.bold]}>
            <Text style={s.desc}>Description</Text>
            <Text style={s.qty}>Qty</Text>
            <Text style={s.amount}>Unit price</Text>
            <Text style={s.rate}>VAT rate</Text>
            <Text style={s.amount}>Net</Text>
          </View>
          <View style={s.row}>
            <Text style={s.desc}>
              {data.description}: {data.credits.toLocaleString("en-GB")} inspection report credits
            </Text>
            <Text style={s.qty}>1</Text>
            <Text style={s.amount}>{formatPence(data.netPence)}</Text>
            <Text style={s.rate}>{rate}</Text>
            <Text style={s.amount}>{formatPence(data.netPence)}</Text>
          </View>
        </View>
        <View style={s.totals}>
          <View style={s.totalRow}>
            <Text>Total excluding VAT</Text>
            <Text>{formatPence(data.netPence)}</Text>
          </View>
          <View style={s.totalRow}>
            <Text>VAT at {rate}</Text>
            <Text>{formatPence(data.vatPence)}</Text>
          </View>
          <View style={[s.totalRow, s.grand]}>
            <Text>Total including VAT</Text>
            <Text>{formatPence(data.grossPence)}</Text>
          </View>
        </View>
        <Text style={s.note}>
          Unit prices are excluding VAT. VAT is charged at the UK standard rate of {rate}. Paid in
          full on {formatUkDate(data.paidAt)}; nothing is due. Amounts in pounds sterling.
        </Text>
      </Page>
    </Document>
  );
}
