// Test mode (contract section 8): each live company's test data lives in a company of its
// own, its test twin (`Company.isTest`, `testOfId` naming the live company). Every query is
// already scoped to one company, so a test key (or the app in test mode) acting as the twin
// can never read, change or list a live object, and the reverse, without a filter of its own.
// The twin starts like a new company (default terms, built-in inspection templates, the
// default rate card) with 1,000 test credits; it is made when first needed.
import { db, type Tx } from "../../db";
import { isUniqueViolation } from "../../db/errors";
import { notFound } from "../../errors";
import { newId } from "../../ids";
import { addCredits } from "../credits/ledger";
import { ensureDefaultTerms } from "../terms/default-terms";
import { ensureTemplates } from "../inspection-templates/built-in-templates";

export const TEST_MODE_GRANT = 1_000;

export type ApiMode = "live" | "test";

// Whether a company is a test twin never changes once it is made, so it is remembered.
const MAX_REMEMBERED = 10_000;
const store = globalThis as unknown as { __kerbsideTestCompanies?: Map<string, boolean> };
const remembered = () => (store.__kerbsideTestCompanies ??= new Map<string, boolean>());

function remember(companyId: string, isTest: boolean): void {
  const map = remembered();
  if (map.size >= MAX_REMEMBERED) map.clear();
  map.set(companyId, isTest);
}

/** Whether `companyId` is a test twin (test data), read once per process. */
export async function isTestCompany(companyId: string): Promise<boolean> {
  const known = remembered().get(companyId);
  if (known !== undefined) return known;
  const row = await db.company.findUnique({ where: { id: companyId }, select: { isTest: true } });
  const isTest = row?.isTest ?? false;
  if (row) remember(companyId, isTest);
  return isTest;
}

/** Makes a fresh twin of `liveCompanyId` in the caller's transaction, as a new company starts. */
export async function createTestTwin(tx: Tx, liveCompanyId: string): Promise<string> {
  const live = await tx.company.findUnique({
    where: { id: liveCompanyId },
    select: { name: true, country: true, contactEmail: true, isTest: true },
  });
  if (!live || live.isTest) throw notFound("company");
  const id = newId("company");
  await tx.company.create({
    data: {
      id,
      name: live.name,
      country: live.country,
      contactEmail: live.contactEmail,
      isTest: true,
      testOfId: liveCompanyId,
    },
  });
  await ensureDefaultTerms(tx, id);
  await ensureTemplates(tx, id);
  await addCredits(tx, {
    companyId: id,
    amount: TEST_MODE_GRANT,
    kind: "GRANT",
    description: "Test credits",
  });
  remember(id, true);
  return id;
}

/** The live company's test twin, made now if it has none (two callers at once make one). */
export async function ensureTestCompany(liveCompanyId: string): Promise<string> {
  const found = await db.company.findUnique({
    where: { testOfId: liveCompanyId },
    select: { id: true },
  });
  if (found) return found.id;
  try {
    return await db.$transaction((tx) => createTestTwin(tx, liveCompanyId));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const made = await db.company.findUniqueOrThrow({
      where: { testOfId: liveCompanyId },
      select: { id: true },
    });
    return made.id;
  }
}

/**
 * The live company a company's data belongs to: itself when live (known without a query once
 * read), the one it is a twin of when test. Company settings (API access, the team, the
 * company's details and logo, data retention) are the live company's in both modes. Inside a
 * transaction, pass it as `client` (embedded, the database has one connection).
 */
export async function liveCompanyOf(
  companyId: string,
  client: Pick<Tx, "company"> = db,
): Promise<string> {
  if (remembered().get(companyId) === false) return companyId;
  const row = await client.company.findUnique({
    where: { id: companyId },
    select: { isTest: true, testOfId: true },
  });
  if (!row) throw notFound("company");
  remember(companyId, row.isTest);
  if (!row.isTest) return companyId;
  if (!row.testOfId) throw notFound("company");
  return row.testOfId;
}
