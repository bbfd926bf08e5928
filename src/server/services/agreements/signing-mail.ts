// The hirer's email with the signing link. Sent after the link is committed; a failed
// send leaves the link working (staff can copy it from the send answer or send again).
import type { LoadedAgreement } from "../../models/agreement";
import { sendMail } from "../mail/send-mail";
import { formatUkDateTime } from "../signing/format";

export async function mailSigningLink(options: { companyId: string; companyName: string; agreement: LoadedAgreement; url: string; expiresAt: Date }): Promise<void> {
  const { agreement } = options;
  const to = agreement.customer.email;
  if (!to) return;
  const vehicle = [agreement.vehicle.make, agreement.vehicle.model].filter(Boolean).join(" ");
  await sendMail({
    companyId: options.companyId,
    to,
    subject: `Please sign your hire agreement with ${options.companyName}`,
    text: [
      `Hello ${agreement.customer.name},`,
      "",
      `${options.companyName} has sent you a hire agreement to review and sign${vehicle ? ` for the ${vehicle} (${agreement.vehicle.vrm})` : ""}.`,
      `Hire from ${formatUkDateTime(agreement.startsAt)} to ${formatUkDateTime(agreement.endsAt)}.`,
      "",
      `Open this link on your phone or computer to read the agreement and sign it:`,
      options.url,
      "",
      `The link works until ${formatUkDateTime(options.expiresAt)}. Do not forward it: anyone with the link can sign.`,
    ].join("\n"),
  });
}
