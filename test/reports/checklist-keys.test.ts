// An inspection's report is kept by triggers checked once a statement (migration
// inspection_report_checked_per_statement), not by a foreign key: the database itself still
// refuses an inspection of another company's report, or of none, moving one to another report,
// and keeps no inspection of a deleted report.
import { describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { newId } from "~/server/ids";
import { apiKeyCaller, createCompany } from "../factories";

/** The trigger's refusal, as Prisma words it (a foreign key error naming the old key) or as raised. */
const REFUSED = /Inspection_companyId_reportId_fkey|stays with its report/;

async function draft() {
  const { companyId } = await createCompany();
  const report = await apiKeyCaller(companyId).reports.create({ vrm: "AB12CDE", type: "outbound" });
  return { companyId, reportId: report.id };
}

const inspectionsOf = (reportId: string) => db.inspection.count({ where: { reportId } });

function insert(rows: { companyId: string; reportId: string }[]) {
  return db.inspection.createMany({
    data: rows.map((r, i) => ({ id: newId("inspection"), area: "Boot", position: 90 + i, ...r })),
  });
}

describe("an inspection's report", () => {
  it("is one of its own company's reports: another company's report, or none, is refused whole", async () => {
    const ours = await draft();
    const theirs = await draft();
    const before = await inspectionsOf(ours.reportId);
    expect(before).toBeGreaterThan(10);

    await expect(
      insert([{ companyId: ours.companyId, reportId: theirs.reportId }]),
    ).rejects.toThrow(REFUSED);
    await expect(
      insert([{ companyId: ours.companyId, reportId: newId("report") }]),
    ).rejects.toThrow(REFUSED);
    // One bad row among good ones: the statement writes nothing.
    await expect(
      insert([
        { companyId: ours.companyId, reportId: ours.reportId },
        { companyId: ours.companyId, reportId: theirs.reportId },
      ]),
    ).rejects.toThrow(REFUSED);
    expect(await inspectionsOf(ours.reportId)).toBe(before);
    expect(await inspectionsOf(theirs.reportId)).toBe(before);

    await insert([
      { companyId: ours.companyId, reportId: ours.reportId },
      { companyId: ours.companyId, reportId: ours.reportId },
    ]);
    expect(await inspectionsOf(ours.reportId)).toBe(before + 2);
  });

  it("never changes, and a deleted report takes its inspections with it", async () => {
    const ours = await draft();
    const other = await draft();
    const first = await db.inspection.findFirstOrThrow({ where: { reportId: ours.reportId } });

    await expect(
      db.inspection.update({ where: { id: first.id }, data: { reportId: other.reportId } }),
    ).rejects.toThrow(REFUSED);
    await expect(
      db.$executeRaw`UPDATE "Report" SET "companyId" = ${other.companyId} WHERE "id" = ${ours.reportId}`,
    ).rejects.toThrow(REFUSED);
    // Other columns change as before.
    await db.inspection.update({ where: { id: first.id }, data: { verdict: "ok" } });

    await db.report.delete({ where: { id: ours.reportId } });
    expect(await inspectionsOf(ours.reportId)).toBe(0);
    expect(await inspectionsOf(other.reportId)).toBeGreaterThan(10);
  });
});
