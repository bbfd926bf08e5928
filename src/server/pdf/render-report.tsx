// Renders the report PDF to bytes (server only), its pages numbered in the footer.
import { renderToBuffer } from "@react-pdf/renderer";
import { numberPages } from "./page-numbers";
import type { ReportPdfData } from "./report-data";
import { ReportDocument } from "./report-document";
import { FOOTER } from "./report-style";
import "./whole-words";

export async function renderReportPdf(data: ReportPdfData): Promise<Buffer> {
  const unnumbered = await renderToBuffer(<ReportDocument data={data} />);
  return numberPages(unnumbered, {
    right: FOOTER.side,
    baseline: FOOTER.baseline,
    size: FOOTER.fontSize,
    colour: FOOTER.colour,
  });
}
