// The hirer's email with the signing link, queued in the transaction that makes the
// link (the mail job sends it, retrying on failure). No email address: nothing is queued,
// and staff copy the link from the send answer.
import type { Tx } from "../../db";
import type { LoadedAgreement } from "../../models/agreement";
import { enqueueMail } from "../email/queued-mail";
import { formatUkDateTime } from "../../models/uk-format";

export async function queueSigningLinkMail(
  tx: Tx,
  options: { companyId: string; companyName: string; agreement: LoadedAgreement; url: string; expiresAt: Date },
): Promise<void> {
  const { agreement } = options;
  const to = agreement.customer.email;
  if (!to) return;
  const vehicle = [agreement.vehicle.make, agreement.vehicle.model].filter(Boolean).join(" ");
  await enqueueMail(tx, {
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
