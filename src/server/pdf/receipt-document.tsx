// The VAT receipt of a paid credit purchase: seller and buyer with their VAT numbers,
// the bundle, and net, VAT (20%) and gross in pounds.
import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatPence, formatUkDateTime } from "../models/uk-format";

export type ReceiptData = {
  receiptNumber: string;
  paidAt: Date;
  seller: { name: string; address: string | null; vatNumber: string | null };
  buyer: { name: string; address: string[]; vatNumber: string | null };
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
  muted: { color: "#64748b" },
  parties: {
    flexDirection: "row",
    justifyContent: "space-between",
    marginTop: 24,
    marginBottom: 24,
  },
  party: { width: "45%" },
  label: { fontSize: 8, color: "#64748b", textTransform: "uppercase", marginBottom: 4 },
  bold: { fontFamily: "Helvetica-Bold" },
  table: { borderTopWidth: 1, borderTopColor: "#0f172a" },
  row: {
    flexDirection: "row",
    paddingVertical: 6,
    borderBottomWidth: 1,
    borderBottomColor: "#e2e8f0",
  },
  desc: { flexGrow: 1 },
  amount: { width: 90, textAlign: "right" },
  totals: { marginTop: 12, alignSelf: "flex-end", width: 240 },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 3 },
  grand: {
    borderTopWidth: 1,
    borderTopColor: "#0f172a",
    marginTop: 3,
    paddingTop: 5,
    fontFamily: "Helvetica-Bold",
    fontSize: 12,
  },
  note: { marginTop: 32, fontSize: 8, color: "#64748b" },
});

export function ReceiptDocument({ data }: { data: ReceiptData }) {
  return (
    <Document title={`VAT receipt ${data.receiptNumber}`} author={data.seller.name}>
      <Page size="A4" style={s.page}>
        <Text style={s.title}>VAT receipt</Text>
        <Text style={s.muted}>Receipt number {data.receiptNumber}</Text>
        <Text style={s.muted}>Paid {formatUkDateTime(data.paidAt)} UK time</Text>
        {data.refunded ? (
          <Text style={[s.bold, { marginTop: 6 }]}>This purchase has since been refunded.</Text>
        ) : null}
        <View style={s.parties}>
          <View style={s.party}>
            <Text style={s.label}>From</Text>
            <Text style={s.bold}>{data.seller.name}</Text>
            {data.seller.address ? <Text>{data.seller.address}</Text> : null}
            <Text>VAT number: {data.seller.vatNumber ?? "not registered"}</Text>
          </View>
          <View style={s.party}>
            <Text style={s.label}>To</Text>
            <Text style={s.bold}>{data.buyer.name}</Text>
            {data.buyer.address.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
            <Text>VAT number: {data.buyer.vatNumber ?? "none given"}</Text>
          </View>
        </View>
        <View style={s.table}>
          <View style={[s.row, s.bold]}>
            <Text style={s.desc}>Description</Text>
            <Text style={s.amount}>Net</Text>
          </View>
          <View style={s.row}>
            <Text style={s.desc}>
              {data.description} ({data.credits.toLocaleString("en-GB")} inspection report credits)
            </Text>
            <Text style={s.amount}>{formatPence(data.netPence)}</Text>
          </View>
        </View>
        <View style={s.totals}>
          <View style={s.totalRow}>
            <Text>Net</Text>
            <Text>{formatPence(data.netPence)}</Text>
          </View>
          <View style={s.totalRow}>
            <Text>VAT at 20%</Text>
            <Text>{formatPence(data.vatPence)}</Text>
          </View>
          <View style={[s.totalRow, s.grand]}>
            <Text>Total paid</Text>
            <Text>{formatPence(data.grossPence)}</Text>
          </View>
        </View>
        <Text style={s.note}>
          Prices include VAT at the UK standard rate of 20%. Paid in full; nothing is due.
        </Text>
      </Page>
    </Document>
  );
}
