// Email about credits, queued in the transaction of the change it reports (the `email`
// job sends it after commit): the VAT invoice of each paid purchase, and the warning
// when a charge takes the balance below the low-balance threshold. Both go to the
// company's Owners and Billing members.
import { env } from "~/env";
import { formatPence } from "../../models/uk-format";
import type { Tx } from "../../db";
import type { QueuedEmail } from "../../models/email";
import { enqueueEmail } from "../email/queued-email";

async function queueForBillingPeople(
  tx: Tx,
  message: Omit<QueuedEmail, "id" | "to"> & { companyId: string },
): Promise<void> {
  const people = await tx.user.findMany({
    where: { companyId: message.companyId, role: { in: ["OWNER", "BILLING"] } },
    select: { email: true },
    orderBy: { createdAt: "asc" },
  });
  for (const { email } of people) await enqueueEmail(tx, { ...message, to: email });
}

const billingUrl = () => new URL("/billing", env.APP_URL).toString();

export async function queueInvoiceEmail(
  tx: Tx,
  options: {
    companyId: string;
    purchase: { id: string; bundleName: string; amountPence: number };
    invoice: { number: string; filename: string; storageKey: string };
  },
): Promise<void> {
  const { purchase, invoice } = options;
  await queueForBillingPeople(tx, {
    companyId: options.companyId,
    subject: `VAT invoice ${invoice.number} for ${purchase.bundleName} (${formatPence(purchase.amountPence)})`,
    text: [
      `Thank you: ${purchase.bundleName} have been added to your Kerbside balance.`,
      "",
      `Amount paid: ${formatPence(purchase.amountPence)} including VAT. Invoice number: ${invoice.number}.`,
      "Your VAT invoice is attached as a PDF.",
      "",
      `See your balance and every purchase on the Billing page: ${billingUrl()}`,
    ].join("\n"),
    attachments: [
      {
        filename: invoice.filename,
        contentType: "application/pdf",
        storageKey: invoice.storageKey,
      },
    ],
  });
}

export async function queueLowBalanceEmail(
  tx: Tx,
  options: { companyId: string; balance: number; threshold: number },
): Promise<void> {
  await queueForBillingPeople(tx, {
    companyId: options.companyId,
    subject: `Your Kerbside credit balance is low (${options.balance} left)`,
    text: [
      `Your company has ${options.balance} credit${options.balance === 1 ? "" : "s"} left, below your warning level of ${options.threshold}.`,
      "Each inspection report uses 1 credit. Buy a credit bundle so your team can keep making reports:",
      billingUrl(),
    ].join("\n"),
  });
}
