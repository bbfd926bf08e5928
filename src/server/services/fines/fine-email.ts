// The hirer's email when a fine is transferred to them: what, where, when, the amount and the
// issuer's reference, and that the issuer will write to them. Queued in the transfer's
// transaction; a hirer without an email address gets none.
import type { Tx } from "../../db";
import type { FineRow } from "../../models/fine";
import { FINE_KIND_LABELS, type FineKind } from "../../models/fine-words";
import { formatPence, formatUkDateTime, formatVrm } from "../../models/uk-format";
import { enqueueEmail } from "../email/queued-email";

export async function queueTransferEmail(
  tx: Tx,
  options: {
    fine: FineRow;
    hirer: { name: string; email: string | null };
    company: { name: string };
    agreementReference: string;
  },
): Promise<void> {
  const { fine, hirer, company } = options;
  if (!hirer.email) return;
  const kind = FINE_KIND_LABELS[fine.kind as FineKind] ?? "Fine";
  const text = [
    `Hello ${hirer.name},`,
    "",
    `${company.name} has received a fine or charge for ${formatVrm(fine.vrm)} from your hire ${options.agreementReference}, and has named you to the issuer as the hirer responsible for it, as your hire agreement's statement of liability allows.`,
    "",
    `What: ${kind}`,
    `Where: ${fine.location ?? "not stated on the notice"}`,
    `When: ${formatUkDateTime(fine.contraventionAt)} (UK time)`,
    `Amount: ${formatPence(fine.amountPence)}`,
    `Issuer: ${fine.issuer}`,
    `Issuer's reference: ${fine.reference}`,
    "",
    `${fine.issuer} will write to you at the address on your hire agreement with a new notice. Pay it, or challenge it, with the issuer directly as that notice explains; do not pay ${company.name}.`,
  ].join("\n");
  await enqueueEmail(tx, {
    companyId: fine.companyId,
    to: hirer.email,
    subject: `${kind} ${fine.reference} from your hire with ${company.name}`,
    text,
  });
}
