// The low-balance warning: a banner across the app while the balance is below the
// Owner's threshold (default 5), and one email each time a charge takes it below.
import { db } from "../../db";
import { sendLowBalanceMail } from "./credit-mail";
import { lowBalanceThreshold } from "./ledger";

export async function getLowBalance(options: { companyId: string }): Promise<{ balance: number; threshold: number; low: boolean }> {
  const [company, threshold] = await Promise.all([
    db.company.findUniqueOrThrow({ where: { id: options.companyId }, select: { creditBalance: true } }),
    lowBalanceThreshold(db, options.companyId),
  ]);
  return { balance: company.creditBalance, threshold, low: company.creditBalance < threshold };
}

export async function setLowBalanceThreshold(options: { companyId: string; threshold: number }) {
  await db.billingSettings.upsert({
    where: { companyId: options.companyId },
    create: { companyId: options.companyId, lowBalanceThreshold: options.threshold },
    update: { lowBalanceThreshold: options.threshold },
  });
  return getLowBalance(options);
}

/** After a charge has committed: the one email, when that charge crossed the threshold. */
export async function warnIfLowBalance(options: { companyId: string; charge: { balance: number; crossedLowBalance: boolean } }): Promise<void> {
  if (!options.charge.crossedLowBalance) return;
  const threshold = await lowBalanceThreshold(db, options.companyId);
  await sendLowBalanceMail({ companyId: options.companyId, balance: options.charge.balance, threshold });
}
