// The low-balance warning: a banner across the app while the balance is below the
// Owner's threshold (default 5). The email when a charge crosses it is queued by chargeCredits.
import { db } from "../../db";
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
