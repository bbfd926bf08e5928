// The hirer's email with the signing link, queued in the transaction that makes the
// link (the email job sends it, retrying on failure). No email address: nothing is queued,
// and staff copy the link from the send answer. The link is shown only there and in the
// hirer's mailbox: the stored copy ("Sent email") and the job keep it only as a note.
import type { Tx } from "../../db";
import type { LoadedAgreement } from "../../models/agreement";
import { enqueueEmail } from "../email/queued-email";
import { formatUkDateTime } from "../../models/uk-format";

/** What the stored copy shows instead of the link. */
export const SIGNING_LINK_REMOVED = "[signing link removed: only the hirer's email holds it]";

export async function queueSigningLinkEmail(
  tx: Tx,
  options: {
    companyId: string;
    companyName: string;
    agreement: LoadedAgreement;
    url: string;
    expiresAt: Date;
  },
): Promise<void> {
  const { agreement } = options;
  const to = agreement.customer.email;
  if (!to) return;
  const vehicle = [agreement.vehicle.make, agreement.vehicle.model].filter(Boolean).join(" ");
  const body = (link: string) =>
    [
      `Hello ${agreement.customer.name},`,
      "",
      `${options.companyName} has sent you a hire agreement to review and sign${vehicle ? ` for the ${vehicle} (${agreement.vehicle.vrm})` : ""}.`,
      `Hire from ${formatUkDateTime(agreement.startsAt)} to ${formatUkDateTime(agreement.endsAt)}.`,
      "",
      `Open this link on your phone or computer to read the agreement and sign it:`,
      link,
      "",
      `The link works until ${formatUkDateTime(options.expiresAt)}. Do not forward it: anyone with the link can sign.`,
    ].join("\n");
  await enqueueEmail(tx, {
    companyId: options.companyId,
    to,
    subject: `Please sign your hire agreement with ${options.companyName}`,
    text: body(options.url),
    storedText: body(SIGNING_LINK_REMOVED),
    linkGivenElsewhere: true,
  });
}
