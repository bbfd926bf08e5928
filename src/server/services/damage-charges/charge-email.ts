// The two emails of a charge: the hirer's link when it is sent (the link only in their
// mailbox, never in the stored copy), and the company's Owners and Managers when the hirer
// answers. Queued in the transaction of the change.
import type { Tx } from "../../db";
import type { LoadedDamageCharge } from "../../models/damage-charge";
import { formatPence, formatUkDateTime, formatVrm } from "../../models/uk-format";
import { enqueueEmail } from "../email/queued-email";

export const CHARGE_LINK_REMOVED = "[damage charge link removed: only the hirer's email holds it]";

export async function queueChargeLinkEmail(
  tx: Tx,
  options: {
    charge: LoadedDamageCharge;
    companyName: string;
    vrm: string;
    url: string;
  },
): Promise<void> {
  const { charge } = options;
  const to = charge.customer.email;
  const respondBy = charge.respondBy;
  if (!to || !respondBy) return;
  const body = (link: string) =>
    [
      `Hello ${charge.customer.name},`,
      "",
      `${options.companyName} found damage on ${formatVrm(options.vrm)} when it came back from your hire, and asks you to pay ${formatPence(charge.totalPence)} for it.`,
      "Each item is listed with photos from the start and the end of your hire. Fair wear and tear is not charged.",
      "",
      "Open this link to see the charge, then accept it or dispute it:",
      link,
      "",
      `Please answer by ${formatUkDateTime(respondBy)} (UK time). Nothing is collected before then unless you accept.`,
    ].join("\n");
  await enqueueEmail(tx, {
    companyId: charge.companyId,
    to,
    subject: `Damage charge from ${options.companyName}: please review`,
    text: body(options.url),
    storedText: body(CHARGE_LINK_REMOVED),
    linkGivenElsewhere: true,
  });
}

/** Every Owner and Manager of the company learns the hirer's answer. */
export async function queueAnswerEmails(
  tx: Tx,
  options: { charge: LoadedDamageCharge; vrm: string },
): Promise<void> {
  const { charge } = options;
  const staff = await tx.user.findMany({
    where: { companyId: charge.companyId, role: { in: ["OWNER", "MANAGER"] } },
    select: { email: true },
  });
  const disputed = charge.responseDecision === "disputed";
  const subject = `Damage charge ${disputed ? "disputed" : "accepted"}: ${formatVrm(options.vrm)}`;
  const text = [
    `${charge.customer.name} ${disputed ? "disputed" : "accepted"} damage charge ${charge.id} of ${formatPence(charge.totalPence)} for ${formatVrm(options.vrm)}.`,
    ...(disputed && charge.responseComment ? ["", "Their reason:", charge.responseComment] : []),
    "",
    disputed
      ? "Review it in Kerbside under Damage charges: revise it and send it again, or waive it."
      : "You can now record its collection in Kerbside under Damage charges.",
  ].join("\n");
  for (const user of staff)
    await enqueueEmail(tx, { companyId: charge.companyId, to: user.email, subject, text });
}
