// What a person calls a row's object when the log keeps only its id: a report is "the
// outbound report for AB12CDE". Its type and vehicle are read with the page (one statement
// for all its reports), so every row, however old, reads the same way.
import { db, Prisma } from "../../db";
import type { ActivityLog as ActivityRow } from "../../db/generated/client";
import type { ReportType } from "../../models/report";

/** A report type as a sentence says it. */
const REPORT_TYPE_WORDS: Record<ReportType, string> = {
  outbound: "outbound",
  inbound: "inbound",
  general: "general",
  mid_term: "mid-term",
  pickup: "pickup",
  dropoff: "drop-off",
  pre_purchase: "pre-purchase",
  post_wash: "post-wash",
};

const reportName = (type: string, vrm: string) =>
  `${REPORT_TYPE_WORDS[type as ReportType] ?? type.replaceAll("_", " ")} report for ${vrm}`;

/** `rows` with each report's `objectName` in words; a report not found keeps what was stored. */
export async function withObjectNames(
  companyId: string,
  rows: ActivityRow[],
): Promise<ActivityRow[]> {
  const ids = [...new Set(rows.filter((r) => r.objectType === "report").map((r) => r.objectId))];
  if (ids.length === 0) return rows;
  const reports = await db.$queryRaw<{ id: string; type: string; vrm: string }[]>(Prisma.sql`
    SELECT r."id", r."type", v."vrm" FROM "Report" r JOIN "Vehicle" v ON v."id" = r."vehicleId"
    WHERE r."companyId" = ${companyId} AND r."id" = ANY(${ids}::text[])`);
  const names = new Map(reports.map((r) => [r.id, reportName(r.type, r.vrm)]));
  return rows.map((row) =>
    row.objectType === "report"
      ? { ...row, objectName: names.get(row.objectId) ?? row.objectName }
      : row,
  );
}
