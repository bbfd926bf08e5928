// Mail about credits: the VAT receipt of each paid purchase, and the warning when the
// balance drops below the low-balance threshold. Both go to the company's Owners and
// Billing members, after the change they describe has committed.
import { env } from "~/env";
import { db } from "../../db";
import { sendMail, type Mail } from "../mail/send-mail";
import { renderPurchaseReceipt } from "./receipt";

async function billingRecipients(companyId: string): Promise<string[]> {
  const users = await db.user.findMany({ where: { companyId, role: { in: ["OWNER", "BILLING"] } }, select: { email: true }, orderBy: { createdAt: "asc" } });
  return users.map((u) => u.email);
}

/** The one way credit mail leaves. A failed send is logged, never undoes the payment or charge it follows. */
async function deliverCreditMail(mail: Omit<Mail, "to">): Promise<void> {
  const recipients = mail.companyId ? await billingRecipients(mail.companyId) : [];
  for (const to of recipients) {
    try {
      await sendMail({ ...mail, to });
    } catch (error) {
      console.error(`Credit mail "${mail.subject}" to ${to} failed:`, error);
    }
  }
}

const money = (pence: number) => `£${(pence / 100).toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export async function sendReceiptMail(options: { companyId: string; purchaseId: string }): Promise<void> {
  const purchase = await db.creditPurchase.findFirst({ where: { id: options.purchaseId, companyId: options.companyId } });
  if (!purchase) return;
  const receipt = await renderPurchaseReceipt(options).catch((error: unknown) => {
    console.error(`The receipt of ${options.purchaseId} could not be rendered:`, error);
    return null;
  });
  if (!receipt) return;
  const billingUrl = new URL("/billing", env.APP_URL).toString();
  await deliverCreditMail({
    companyId: options.companyId,
    subject: `Receipt for ${purchase.bundleName} (${money(purchase.amountPence)})`,
    text: [
      `Thank you: ${purchase.bundleName} have been added to your Kerbside balance.`,
      "",
      `Amount paid: ${money(purchase.amountPence)} including VAT. Receipt number: ${purchase.id}.`,
      "Your VAT receipt is attached as a PDF.",
      "",
      `See your balance and every purchase on the Billing page: ${billingUrl}`,
    ].join("\n"),
    attachments: [{ filename: receipt.filename, contentType: "application/pdf", content: receipt.bytes }],
  });
}

export async function sendLowBalanceMail(options: { companyId: string; balance: number; threshold: number }): Promise<void> {
  const billingUrl = new URL("/billing", env.APP_URL).toString();
  await deliverCreditMail({
    companyId: options.companyId,
    subject: `Your Kerbside credit balance is low (${options.balance} left)`,
    text: [
      `Your company has ${options.balance} credit${options.balance === 1 ? "" : "s"} left, below your warning level of ${options.threshold}.`,
      "Each inspection report uses 1 credit. Buy a credit bundle so your team can keep making reports:",
      billingUrl,
    ].join("\n"),
  });
}
