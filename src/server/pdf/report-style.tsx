// Shared look of the report PDF: styles, date formats and small building blocks.
import { StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatCalendarDate, formatUkDateTime } from "../models/uk-format";

export const when = (d: Date | null) => (d ? `${formatUkDateTime(d)} UK time` : "-");
export const day = (d: Date | null) => (d ? formatCalendarDate(d) : "-");
export const words = (s: string | null) => (s ? s.replace(/_/g, " ") : "-");

/** The footer line of every page (points): 20 above the page's foot, between 36 pt margins. */
export const FOOTER = {
  bottom: 20,
  side: 36,
  fontSize: 7,
  colour: "#64748b",
  /** Its text's baseline above the page's foot: `bottom` plus Helvetica's descent at 7 pt. */
  baseline: 21.4,
} as const;

export const styles = StyleSheet.create({
  // No lineHeight here: with one on the page, react-pdf drops every `render` text (the page numbers).
  page: { padding: 36, paddingBottom: 54, fontSize: 9, fontFamily: "Helvetica", color: "#0f172a" },
  header: {
    flexDirection: "row",
    justifyContent: "space-between",
    marginBottom: 14,
    borderBottomWidth: 2,
    borderBottomColor: "#0f172a",
    paddingBottom: 10,
  },
  logo: { maxWidth: 120, maxHeight: 48, marginBottom: 4, objectFit: "contain" },
  company: { fontSize: 12, fontFamily: "Helvetica-Bold" },
  muted: { color: "#64748b" },
  headerRight: { width: "45%", alignItems: "flex-end" },
  title: {
    fontSize: 16,
    fontFamily: "Helvetica-Bold",
    textAlign: "right",
    lineHeight: 1.2,
    marginBottom: 3,
  },
  reportName: { fontSize: 16, fontFamily: "Helvetica-Bold", lineHeight: 1.2, marginBottom: 8 },
  h2: { fontSize: 11, fontFamily: "Helvetica-Bold", marginTop: 12, marginBottom: 6 },
  row: { flexDirection: "row" },
  plate: {
    backgroundColor: "#facc15",
    borderWidth: 1,
    borderColor: "#0f172a",
    borderRadius: 3,
    paddingVertical: 3,
    paddingHorizontal: 8,
    fontSize: 16,
    fontFamily: "Helvetica-Bold",
    letterSpacing: 1,
    alignSelf: "flex-start",
  },
  facts: { flexDirection: "row", flexWrap: "wrap", marginTop: 6 },
  fact: { width: "33%", marginBottom: 5 },
  factLabel: { fontSize: 7, color: "#64748b", textTransform: "uppercase" },
  box: { borderWidth: 1, borderColor: "#e2e8f0", borderRadius: 4, padding: 8 },
  footer: {
    position: "absolute",
    bottom: FOOTER.bottom,
    left: FOOTER.side,
    right: FOOTER.side,
    fontSize: FOOTER.fontSize,
    color: FOOTER.colour,
    flexDirection: "row",
    justifyContent: "space-between",
  },
});

/** A labelled value, a third of the row wide (`wide`: the whole row). */
export function Fact({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <View style={wide ? [styles.fact, { width: "100%" }] : styles.fact}>
      <Text style={styles.factLabel}>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
}
