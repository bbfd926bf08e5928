// What a person calls a row's object when the log keeps only its id: a report is "the
// outbound report for AB12 CDE", an agreement its reference ("BK-1042"). They are read with the
// page (one statement for all its reports, one for its agreements), so every row, however old,
// reads the same way.
import { db, Prisma } from "../../db";
import type { ActivityLog as ActivityRow } from "../../db/generated/client";
import type { ReportType } from "../../models/report";
import { formatVrm } from "../../models/uk-format";

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
  `${REPORT_TYPE_WORDS[type as ReportType] ?? type.replaceAll("_", " ")} report for ${formatVrm(vrm)}`;

/** Each report's name ("outbound report for AB12 CDE") by id, read in one statement. */
async function reportNames(companyId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const reports = await db.$queryRaw<{ id: string; type: string; vrm: string }[]>(Prisma.sql`
    SELECT r."id", r."type", v."vrm" FROM "Report" r JOIN "Vehicle" v ON v."id" = r."vehicleId"
    WHERE r."companyId" = ${companyId} AND r."id" = ANY(${ids}::text[])`);
  return new Map(reports.map((r) => [r.id, reportName(r.type, r.vrm)]));
}

/** Each agreement's own reference ("BK-1042"), where it has one: what people call it. */
async function agreementNames(companyId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const agreements = await db.agreement.findMany({
    where: { companyId, id: { in: ids }, reference: { not: null } },
    select: { id: true, reference: true },
  });
  return new Map(agreements.map((a) => [a.id, a.reference ?? a.id]));
}

const idsOf = (rows: ActivityRow[], type: string) => [
  ...new Set(rows.filter((r) => r.objectType === type).map((r) => r.objectId)),
];

/** `rows` with each report and agreement named in words; one not found keeps what was stored. */
export async function withObjectNames(
  companyId: string,
  rows: ActivityRow[],
): Promise<ActivityRow[]> {
  const [reports, agreements] = await Promise.all([
    reportNames(companyId, idsOf(rows, "report")),
    agreementNames(companyId, idsOf(rows, "agreement")),
  ]);
  if (reports.size === 0 && agreements.size === 0) return rows;
  const names: Record<string, Map<string, string>> = { report: reports, agreement: agreements };
  return rows.map((row) => {
    const name = names[row.objectType]?.get(row.objectId);
    return name ? { ...row, objectName: name } : row;
  });
}
