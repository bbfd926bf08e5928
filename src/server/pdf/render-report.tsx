// Renders the report PDF to bytes (server only).
import { Font, renderToBuffer } from "@react-pdf/renderer";
import type { ReportPdfData } from "./report-data";
import { ReportDocument } from "./report-document";

// Words wrap whole: never "ca-bles", never a VRM or an id split mid-word.
Font.registerHyphenationCallback((word) => [word]);

export async function renderReportPdf(data: ReportPdfData): Promise<Buffer> {
  return renderToBuffer(<ReportDocument data={data} />);
}
