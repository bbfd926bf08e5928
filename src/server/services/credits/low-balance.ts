// The low-balance warning: a banner across the app while the balance is below the
// Owner's threshold (default 5). The email when a charge crosses it is queued in that charge's transaction (warnIfCrossed).
import { db } from "../../db";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { lowBalanceThreshold } from "./ledger";

export async function getLowBalance(options: {
  companyId: string;
}): Promise<{ balance: number; threshold: number; low: boolean }> {
  const [company, threshold] = await Promise.all([
    db.company.findUniqueOrThrow({
      where: { id: options.companyId },
      select: { creditBalance: true },
    }),
    lowBalanceThreshold(db, options.companyId),
  ]);
  return { balance: company.creditBalance, threshold, low: company.creditBalance < threshold };
}

export async function setLowBalanceThreshold(options: {
  companyId: string;
  actor: ActivityActor;
  threshold: number;
}) {
  await db.$transaction(async (tx) => {
    const before = await lowBalanceThreshold(tx, options.companyId);
    await tx.billingSettings.upsert({
      where: { companyId: options.companyId },
      create: { companyId: options.companyId, lowBalanceThreshold: options.threshold },
      update: { lowBalanceThreshold: options.threshold },
    });
    const changes =
      before === options.threshold
        ? []
        : [{ field: "low_balance_threshold", before, after: options.threshold }];
    const object = { type: "billing_settings" as const, id: options.companyId };
    await recordActivity(tx, {
      companyId: options.companyId,
      actor: options.actor,
      action: "billing_settings.updated",
      object,
      changes,
    });
  });
  return getLowBalance(options);
}
