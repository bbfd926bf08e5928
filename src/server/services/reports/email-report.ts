// The mail that carries the signed PDF to the hirer linked to the report. It is queued
// in the sign-off's own transaction (so it goes exactly when the sign-off commits) and
// sent by the `email` job; a failed send never undoes a sign-off.
import type { Tx } from "../../db";
import { enqueueEmail } from "../email/queued-email";
import type { LoadedReport } from "./find-report";

export const pdfFilename = (report: { id: string; vehicle: { vrm: string } }) =>
  `${report.vehicle.vrm}-${report.id}.pdf`;

export async function queueSignedReportEmail(
  tx: Tx,
  options: { report: LoadedReport; pdfKey: string; pdfSha256: string },
): Promise<void> {
  const { report } = options;
  if (!report.customerId) return;
  const [customer, company] = await Promise.all([
    tx.customer.findFirst({ where: { id: report.customerId, companyId: report.companyId } }),
    tx.company.findUniqueOrThrow({ where: { id: report.companyId }, select: { name: true } }),
  ]);
  if (!customer?.email) return;
  const vehicle = [report.vehicle.vrm, report.vehicle.make, report.vehicle.model]
    .filter(Boolean)
    .join(" ");
  await enqueueEmail(tx, {
    companyId: report.companyId,
    to: customer.email,
    subject: `Your vehicle inspection report for ${report.vehicle.vrm}`,
    text: [
      `Hello ${customer.name},`,
      "",
      `${company.name} has signed off the inspection report for ${vehicle}. The signed report is attached as a PDF; keep it for your records.`,
      "",
      `Report ${report.id}`,
      `PDF SHA-256: ${options.pdfSha256}`,
      "",
      company.name,
    ].join("\n"),
    attachments: [
      { filename: pdfFilename(report), contentType: "application/pdf", storageKey: options.pdfKey },
    ],
  });
}
