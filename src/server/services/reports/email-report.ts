// Sends the signed PDF to the hirer linked to the report. A mail failure never
// undoes a sign-off: it is logged, and the PDF stays downloadable and shareable.
import { db } from "../../db";
import { sendMail } from "../mail/send-mail";
import type { LoadedReport } from "./find-report";

export const pdfFilename = (report: { id: string; vehicle: { vrm: string } }) => `${report.vehicle.vrm}-${report.id}.pdf`;

export async function emailSignedReport(options: { report: LoadedReport; pdf: Buffer }): Promise<void> {
  const { report } = options;
  if (!report.customerId) return;
  const [customer, company] = await Promise.all([
    db.customer.findFirst({ where: { id: report.customerId, companyId: report.companyId } }),
    db.company.findUniqueOrThrow({ where: { id: report.companyId }, select: { name: true } }),
  ]);
  if (!customer?.email) return;
  const vehicle = [report.vehicle.vrm, report.vehicle.make, report.vehicle.model].filter(Boolean).join(" ");
  try {
    await sendMail({
      companyId: report.companyId,
      to: customer.email,
      subject: `Your vehicle inspection report for ${report.vehicle.vrm}`,
      text: [
        `Hello ${customer.name},`,
        "",
        `${company.name} has signed off the inspection report for ${vehicle}. The signed report is attached as a PDF; keep it for your records.`,
        "",
        `Report ${report.id}`,
        `PDF SHA-256: ${report.pdfSha256 ?? ""}`,
        "",
        company.name,
      ].join("\n"),
      attachments: [{ filename: pdfFilename(report), contentType: "application/pdf", content: options.pdf }],
    });
  } catch (error) {
    console.error(`Emailing the signed report ${report.id} to its hirer failed:`, error);
  }
}
