// The `change` an inbound report's damage shows: the one the inspector gave, else the
// one the comparison computes. Other report types have none.
import type { Tx } from "../../db";
import type { InspectionWithCount } from "../../models/inspection";
import { matchReportDamage } from "../reports/compare-damage";
import { findReport } from "../reports/find-report";

type Reader = Pick<Tx, "report" | "inspection">;

export async function resolveChanges<T extends InspectionWithCount>(
  client: Reader,
  companyId: string,
  reportId: string,
  rows: T[],
): Promise<T[]> {
  const report = await findReport(client, companyId, reportId);
  if (report.type !== "inbound" || rows.every((row) => row.damageZone === null)) return rows;
  const all = await client.inspection.findMany({
    where: { companyId, reportId },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
  const { matched } = await matchReportDamage(client, report, all);
  const changes = new Map(matched.map((m) => [m.inspection.id, m.change]));
  return rows.map((row) => ({ ...row, damageChange: changes.get(row.id) ?? row.damageChange }));
}

/** One inspection with its resolved change. */
export async function resolveChange<T extends InspectionWithCount>(
  client: Reader,
  companyId: string,
  row: T,
): Promise<T> {
  const [resolved] = await resolveChanges(client, companyId, row.reportId, [row]);
  return resolved ?? row;
}
