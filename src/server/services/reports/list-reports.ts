// Searching a company's reports: status, type, vehicle (by id or VRM), customer,
// agreement and creation date, newest first, cursor pagination.
import type { Prisma } from "../../db";
import { db } from "../../db";
import type { ListReportsInput } from "../../models/report";
import { createdRange, pageArgs } from "../pagination";
import { reportInclude, type LoadedReport } from "./find-report";

export async function listReports(options: {
  companyId: string;
  query: ListReportsInput;
}): Promise<LoadedReport[]> {
  const { query } = options;
  const page = pageArgs(query);
  const where: Prisma.ReportWhereInput = {
    companyId: options.companyId,
    id: page.idFilter,
    status: query.status,
    type: query.type,
    vehicleId: query.vehicle_id,
    customerId: query.customer_id,
    agreementId: query.agreement_id,
    ...createdRange("report", query),
    // The company on the vehicle too, so the registration is found through (companyId, vrm).
    vehicle: query.vrm ? { companyId: options.companyId, vrm: query.vrm } : undefined,
  };
  return db.report.findMany({
    where,
    include: reportInclude,
    orderBy: page.orderBy,
    take: page.take,
  });
}
