// DELETE /test-data and the header's Test mode switch. Deleting the test data retires the
// company's test twin and gives it a fresh one in one transaction: the test key moves to the
// new twin, so from that commit on no test object of before is reachable by any key or
// session (every query is scoped to the new twin's id). The old twin's events, webhook
// endpoints (with their messages and attempts), request-log entries and idempotency keys are
// deleted in the same transaction; its activity rows stay, as the activity log is append-only.
import { db } from "../../db";
import { AppError } from "../../errors";
import { shareApiVersion } from "../../limits/rolling-window";
import { recordActivity, type ActivityActor } from "../activity/record-activity";
import { announceApiChange, forgetCompany } from "../api-access/key-cache";
import { createTestTwin, ensureTestCompany, isTestCompany, liveCompanyOf } from "./test-company";

/** Deletes every test object of the company whose test twin `companyId` is; a live company is refused (403). */
export async function deleteTestData(options: {
  companyId: string;
  actor: ActivityActor;
}): Promise<{ deleted: true }> {
  if (!(await isTestCompany(options.companyId))) {
    throw new AppError(
      "forbidden",
      "DELETE /test-data works with a test key (kbs_test_...) only; live data is never deleted this way.",
    );
  }
  const twin = await db.company.findUnique({
    where: { id: options.companyId },
    select: { testOfId: true },
  });
  const liveId = twin?.testOfId;
  // A twin retired meanwhile: its key has moved on, so this caller's data is gone already.
  if (!liveId) return { deleted: true };
  const version = await db.$transaction(async (tx) => {
    const live = await tx.$queryRaw<{ apiVersion: number }[]>`
      SELECT "apiVersion" FROM "Company" WHERE id = ${liveId} FOR UPDATE`;
    const current = await tx.company.findUnique({
      where: { testOfId: liveId },
      select: { id: true },
    });
    if (current?.id !== options.companyId) return live[0]?.apiVersion ?? 0;
    const old = options.companyId;
    await tx.company.update({ where: { id: old }, data: { testOfId: null } });
    const fresh = await createTestTwin(tx, liveId);
    await tx.apiKey.updateMany({ where: { companyId: old }, data: { companyId: fresh } });
    await tx.webhookEndpoint.deleteMany({ where: { companyId: old } });
    await tx.event.deleteMany({ where: { companyId: old } });
    await tx.requestLog.deleteMany({ where: { companyId: old } });
    await tx.idempotencyKey.deleteMany({ where: { companyId: old } });
    const raised = await tx.company.update({
      where: { id: liveId },
      data: { apiVersion: { increment: 1 } },
      select: { apiVersion: true },
    });
    await recordActivity(tx, {
      companyId: liveId,
      actor: options.actor,
      action: "api_access.test_data_deleted",
      object: { type: "api_access", id: liveId },
      changes: [],
    });
    await announceApiChange(tx, liveId);
    return raised.apiVersion;
  });
  forgetCompany(liveId);
  await shareApiVersion(liveId, version);
  return { deleted: true };
}

/** The header's switch: this signed-in device shows the test data (on) or the live data (off). */
export async function setSessionTestMode(options: {
  userId: string;
  sessionId: string;
  companyId: string;
  on: boolean;
}): Promise<{ test_mode: boolean }> {
  if (options.on) await ensureTestCompany(await liveCompanyOf(options.companyId));
  await db.userSession.updateMany({
    where: { id: options.sessionId, userId: options.userId },
    data: { testMode: options.on },
  });
  return { test_mode: options.on };
}
