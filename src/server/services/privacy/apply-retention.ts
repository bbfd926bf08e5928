// The daily retention job (contract section 8): for each company, by its policy, strips old
// licence checks, erases inactive hirers, and removes the PDFs, signatures and photos of reports
// and agreements finished long ago, with the evidence packs of those agreements' damage charges.
// Work goes in small batches, each its own short transaction whose rows are taken with SKIP
// LOCKED (never one long transaction, never waiting on a request's locks but a charge's, held for
// the moment of a move), so the job can be killed at any point and run again: what committed
// stays done, the rest is found again. Files are deleted by the `retention-files` job that each
// batch queues in its own transaction, so no file goes before the rows naming it are committed
// as removed.
import { db, type Tx } from "../../db";
import { storage } from "../../integrations/storage";
import { enqueueJob } from "../../jobs/queue/enqueue";
import { SYSTEM, recordActivity } from "../activity/record-activity";
import { mediaFileKeys } from "../media/media-files";
import { eraseHirers } from "./erase-customer";
import { readRetentionPolicy } from "./retention-policy";
import { hirersPerErasure } from "./scrub-records";
import { stripLicenceChecks } from "./strip-licence-checks";

export const RETENTION_BATCH = 200;
const FILES_PER_BATCH = 5;
const COMPANY_PAGE = 100;

export type RetentionCounts = {
  licenceChecksStripped: number;
  customersErased: number;
  reportsCleared: number;
  agreementsCleared: number;
  damageChargesCleared: number;
};

type Run = { companyId: string; now: Date; batch: number; counts: RetentionCounts };

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
function yearsBefore(now: Date, years: number): Date {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d;
}

/** The Automatic row counting what one batch removed (never what it held). */
function recordRemoved(tx: Tx, run: Run, field: string, count: number) {
  return recordActivity(tx, {
    companyId: run.companyId,
    actor: SYSTEM.jobs,
    action: "retention_policy.applied",
    object: { type: "retention_policy", id: run.companyId },
    changes: [{ field, before: null, after: count }],
  });
}

async function stripOldChecks(run: Run, cutoff: Date): Promise<void> {
  for (;;) {
    const stripped = await db.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "LicenceCheck"
        WHERE "companyId" = ${run.companyId} AND "strippedAt" IS NULL AND "checkedAt" < ${cutoff}
        ORDER BY "checkedAt" LIMIT ${run.batch} FOR UPDATE SKIP LOCKED`;
      const ids = rows.map((r) => r.id);
      const count = await stripLicenceChecks(tx, { companyId: run.companyId, ids, now: run.now });
      if (count > 0) await recordRemoved(tx, run, "licence_checks_stripped", count);
      return rows.length;
    });
    run.counts.licenceChecksStripped += stripped;
    if (stripped < run.batch) return;
  }
}

type Finished = { table: "Report" | "Agreement"; status: string; clock: string };
const FINISHED: Finished[] = [
  { table: "Report", status: "signed_off", clock: "signedOffAt" },
  { table: "Report", status: "cancelled", clock: "updatedAt" },
  { table: "Agreement", status: "closed", clock: "closedAt" },
  { table: "Agreement", status: "cancelled", clock: "cancelledAt" },
];

/**
 * The evidence packs of the damage charges of these agreements: marked removed (the pack's route
 * answers 410 from then on) and their keys returned for the batch's file job. The rows are locked
 * first, so a pack being made at this moment is not stored over the mark (its conditional write
 * then fails and deletes its own file). Fines store nothing: their pack is made on each request
 * from the agreement's PDF, and answers 410 once that is gone.
 */
async function clearChargePacks(tx: Tx, run: Run, agreementIds: string[]): Promise<string[]> {
  const charges = await tx.$queryRaw<{ id: string; pdfKey: string | null }[]>`
    SELECT "id", "pdfKey" FROM "DamageCharge"
    WHERE "companyId" = ${run.companyId} AND "agreementId" = ANY(${agreementIds}::text[])
      AND "filesRemovedAt" IS NULL
    FOR UPDATE`;
  if (charges.length === 0) return [];
  await tx.damageCharge.updateMany({
    where: { companyId: run.companyId, id: { in: charges.map((c) => c.id) } },
    data: { filesRemovedAt: run.now, pdfKey: null },
  });
  await recordRemoved(tx, run, "damage_charges_files_removed", charges.length);
  run.counts.damageChargesCleared += charges.length;
  return charges.flatMap((c) => (c.pdfKey ? [c.pdfKey] : []));
}

/** One batch of reports or agreements finished before `cutoff`: their file keys go, then a job deletes the files. */
async function clearBatch(tx: Tx, run: Run, kind: Finished, cutoff: Date): Promise<number> {
  const { companyId } = run;
  const keys: (string | null)[] = [];
  let ids: string[];
  if (kind.table === "Report") {
    const rows = await tx.$queryRawUnsafe<
      {
        id: string;
        pdfKey: string | null;
        signatureKey: string | null;
        customerSignatureKey: string | null;
      }[]
    >(
      `SELECT "id", "pdfKey", "signatureKey", "customerSignatureKey" FROM "Report"
       WHERE "companyId" = $1 AND status = $2 AND "filesRemovedAt" IS NULL AND "${kind.clock}" < $3
       ORDER BY "${kind.clock}" LIMIT $4 FOR UPDATE SKIP LOCKED`,
      companyId,
      kind.status,
      cutoff,
      run.batch,
    );
    ids = rows.map((r) => r.id);
    if (ids.length === 0) return 0;
    keys.push(...rows.flatMap((r) => [r.pdfKey, r.signatureKey, r.customerSignatureKey]));
    const media = await tx.media.findMany({
      where: { companyId, reportId: { in: ids } },
      select: { storageKey: true, thumbnailKey: true },
    });
    keys.push(...media.flatMap(mediaFileKeys));
    await tx.report.updateMany({
      where: { companyId, id: { in: ids } },
      data: {
        filesRemovedAt: run.now,
        pdfKey: null,
        signatureKey: null,
        customerSignatureKey: null,
        shareTokenHash: null,
        shareExpiresAt: null,
      },
    });
  } else {
    const rows = await tx.$queryRawUnsafe<
      { id: string; pdfKey: string | null; signatureKey: string | null }[]
    >(
      `SELECT "id", "pdfKey", "signatureKey" FROM "Agreement"
       WHERE "companyId" = $1 AND status = $2 AND "filesRemovedAt" IS NULL AND "${kind.clock}" < $3
       ORDER BY "${kind.clock}" LIMIT $4 FOR UPDATE SKIP LOCKED`,
      companyId,
      kind.status,
      cutoff,
      run.batch,
    );
    ids = rows.map((r) => r.id);
    if (ids.length === 0) return 0;
    keys.push(...rows.flatMap((r) => [r.pdfKey, r.signatureKey]));
    await tx.agreement.updateMany({
      where: { companyId, id: { in: ids } },
      data: { filesRemovedAt: run.now, pdfKey: null, signatureKey: null },
    });
    keys.push(...(await clearChargePacks(tx, run, ids)));
  }
  const stored = keys.filter((k): k is string => k !== null);
  if (stored.length > 0) await enqueueJob(tx, "retention-files", { keys: stored });
  const field = kind.table === "Report" ? "reports_files_removed" : "agreements_files_removed";
  await recordRemoved(tx, run, field, ids.length);
  return ids.length;
}

async function clearOldFiles(run: Run, cutoff: Date): Promise<void> {
  // Five times the rows of a batch: marking a report or agreement is one row's update (about
  // 0.2 ms at scale), where a hirer's erasure is a dozen.
  const files = { ...run, batch: run.batch * FILES_PER_BATCH };
  for (const kind of FINISHED) {
    for (;;) {
      const cleared = await db.$transaction((tx) => clearBatch(tx, files, kind, cutoff));
      if (kind.table === "Report") run.counts.reportsCleared += cleared;
      else run.counts.agreementsCleared += cleared;
      if (cleared < files.batch) break;
    }
  }
}

/**
 * The next page of hirers not erased and created before `cutoff`, from `after` on by id, each
 * `due` when they have nothing newer than `cutoff` (agreement, report, charge or fine), no live
 * hire and no open charge. The page is taken first (the (companyId, id) index) and only its rows
 * are looked up in the other tables (by their (companyId, customerId) indexes): as one query
 * over the whole company, once erasures had moved the statistics, the planner hashed every
 * report of the year for each page (1 s a page at 1,000,000 reports).
 */
function inactivePage(run: Run, cutoff: Date, after: string) {
  const { companyId } = run;
  return db.$queryRaw<{ id: string; due: boolean }[]>`
    WITH page AS MATERIALIZED (
      SELECT c."id" FROM "Customer" c
      WHERE c."companyId" = ${companyId} AND c."id" > ${after} AND c."erasedAt" IS NULL
        AND c."createdAt" < ${cutoff}
      ORDER BY c."id" LIMIT ${run.batch}
    )
    SELECT p."id",
      NOT EXISTS (SELECT 1 FROM "Agreement" a WHERE a."companyId" = ${companyId}
        AND a."customerId" = p."id" AND (a."createdAt" >= ${cutoff} OR a.status IN ('sent', 'signed', 'out')))
      AND NOT EXISTS (SELECT 1 FROM "Report" r WHERE r."companyId" = ${companyId}
        AND r."customerId" = p."id" AND r."createdAt" >= ${cutoff})
      AND NOT EXISTS (SELECT 1 FROM "Fine" f WHERE f."companyId" = ${companyId}
        AND f."customerId" = p."id" AND f."createdAt" >= ${cutoff})
      AND NOT EXISTS (SELECT 1 FROM "DamageCharge" d WHERE d."companyId" = ${companyId}
        AND d."customerId" = p."id" AND (d."createdAt" >= ${cutoff} OR d.status IN ('sent', 'disputed')))
      AS "due"
    FROM page p ORDER BY p."id"`;
}

/**
 * The due hirers of each page of the walk are erased together, in one transaction of set-based
 * statements (fewer a transaction for a company whose request log is busy: `hirersPerErasure`).
 * A hirer a request holds at that moment, or who got a live hire or an open charge since the
 * walk read them, stays.
 */
async function eraseInactive(run: Run, cutoff: Date): Promise<void> {
  const together = await hirersPerErasure(db, run.companyId, run.batch);
  let after = "";
  for (;;) {
    const page = await inactivePage(run, cutoff, after);
    const due = page.filter((h) => h.due).map((h) => h.id);
    for (let from = 0; from < due.length; from += together) {
      const erased = await db.$transaction((tx) =>
        eraseHirers(tx, {
          companyId: run.companyId,
          customerIds: due.slice(from, from + together),
          actor: SYSTEM.jobs,
          now: run.now,
          mode: "skip",
        }),
      );
      run.counts.customersErased += erased.length;
    }
    if (page.length < run.batch) return;
    after = page[page.length - 1]!.id;
  }
}

async function applyToCompany(run: Run): Promise<void> {
  // A test twin's data keeps to its live company's policy (a retired twin, to the defaults).
  const company = await db.company.findUnique({
    where: { id: run.companyId },
    select: { testOfId: true },
  });
  const policy = await readRetentionPolicy(db, company?.testOfId ?? run.companyId);
  await stripOldChecks(run, daysBefore(run.now, policy.licenceCheckDays));
  await clearOldFiles(run, yearsBefore(run.now, policy.documentYears));
  await eraseInactive(run, yearsBefore(run.now, policy.inactiveCustomerYears));
}

/** Applies every company's policy (or one company's: `companyId`); returns what it did. */
export async function applyRetention(
  options: { now?: Date; batch?: number; companyId?: string } = {},
): Promise<RetentionCounts> {
  const counts: RetentionCounts = {
    licenceChecksStripped: 0,
    customersErased: 0,
    reportsCleared: 0,
    agreementsCleared: 0,
    damageChargesCleared: 0,
  };
  const base = { now: options.now ?? new Date(), batch: options.batch ?? RETENTION_BATCH, counts };
  if (options.companyId) {
    await applyToCompany({ ...base, companyId: options.companyId });
    return counts;
  }
  let after = "";
  for (;;) {
    const companies = await db.company.findMany({
      where: { id: { gt: after } },
      select: { id: true },
      orderBy: { id: "asc" },
      take: COMPANY_PAGE,
    });
    for (const { id } of companies) await applyToCompany({ ...base, companyId: id });
    if (companies.length < COMPANY_PAGE) return counts;
    after = companies[companies.length - 1]!.id;
  }
}

/** The `retention-files` job: deletes files whose rows were committed as removed (deleting a missing file is no error). */
export async function removeStoredFiles(options: { keys: string[] }): Promise<void> {
  const files = storage();
  for (let i = 0; i < options.keys.length; i += 20) {
    await Promise.all(options.keys.slice(i, i + 20).map((key) => files.delete(key)));
  }
}
