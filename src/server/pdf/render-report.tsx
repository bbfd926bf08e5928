// Renders the report PDF to bytes (server only).
import { renderToBuffer } from "@react-pdf/renderer";
import type { ReportPdfData } from "./report-data";
import { ReportDocument } from "./report-document";
import "./whole-words";

export async function renderReportPdf(data: ReportPdfData): Promise<Buffer> {
  return renderToBuffer(<ReportDocument data={data} />);
}
