// The two emails of a hirer's self-inspection: the hirer's link when it is made (the link only
// in their mailbox, never in the stored copy), and the company's Owners and Managers when the
// hirer sends it. Queued in the transaction of the change.
import type { Tx } from "../../db";
import { formatUkDateTime, formatVrm } from "../../models/uk-format";
import { enqueueEmail } from "../email/queued-email";
import type { LoadedReport } from "../reports/find-report";

export const INSPECT_LINK_REMOVED = "[inspection link removed: only the hirer's email holds it]";

const vehicleWords = (report: LoadedReport) =>
  [
    formatVrm(report.vehicle.vrm),
    [report.vehicle.make, report.vehicle.model].filter(Boolean).join(" "),
  ]
    .filter(Boolean)
    .join(", ");

export async function queueInspectLinkEmail(
  tx: Tx,
  options: {
    report: LoadedReport;
    customer: { name: string; email: string | null };
    companyName: string;
    url: string;
    expiresAt: Date;
  },
): Promise<void> {
  const to = options.customer.email;
  if (!to) return;
  const body = (link: string) =>
    [
      `Hello ${options.customer.name},`,
      "",
      `${options.companyName} asks you to record the condition of the vehicle (${vehicleWords(options.report)}) yourself.`,
      "Open this link on your phone when you are at the vehicle. It walks you round it: a photo of each side, the odometer and the fuel gauge, and any damage you see.",
      link,
      "",
      `The link works until ${formatUkDateTime(options.expiresAt)} (UK time). Do not forward it: anyone with the link can send the inspection.`,
    ].join("\n");
  await enqueueEmail(tx, {
    companyId: options.report.companyId,
    to,
    subject: `Please inspect the vehicle for ${options.companyName}`,
    text: body(options.url),
    storedText: body(INSPECT_LINK_REMOVED),
    linkGivenElsewhere: true,
  });
}

/** Every Owner and Manager of the company learns that the hirer sent their inspection. */
export async function queueInspectionSentEmails(
  tx: Tx,
  options: { report: LoadedReport; hirerName: string; damageCount: number },
): Promise<void> {
  const { report } = options;
  const staff = await tx.user.findMany({
    where: { companyId: report.companyId, role: { in: ["OWNER", "MANAGER"] } },
    select: { email: true },
  });
  const subject = `Inspected by the hirer: ${formatVrm(report.vehicle.vrm)}`;
  const damage =
    options.damageCount === 0
      ? "They reported no damage."
      : `They reported ${options.damageCount} damage${options.damageCount === 1 ? "" : "s"}.`;
  const text = [
    `${options.hirerName} sent their inspection of ${vehicleWords(report)} (report ${report.id}) on ${formatUkDateTime(report.hirerSentAt ?? new Date())} (UK time).`,
    damage,
    "",
    "The report is completed. Review it in Kerbside under Reports and sign it off.",
  ].join("\n");
  for (const user of staff)
    await enqueueEmail(tx, { companyId: report.companyId, to: user.email, subject, text });
}
