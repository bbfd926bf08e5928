// Searching a company's agreements: status, hirer, vehicle (id or VRM), free text and
// creation date, newest first, cursor pagination.
import { db, type Prisma } from "../../db";
import type { ListAgreementsInput, LoadedAgreement } from "../../models/agreement";
import { normaliseVrm } from "../../models/common";
import { containing, createdRange, pageArgs } from "../pagination";
import { agreementInclude } from "./find-agreement";
import { withWarnings } from "./hire-warnings";

/**
 * `q` as patterns on "searchText" (the reference, hirer name, hirer email and VRM, one a line,
 * kept by triggers), each answered by its trigram index. The VRM is also matched as typed with
 * spaces ("ab12 c"), which needs a second pattern only when `q` has a space and could be part
 * of a registration.
 */
function textSearch(q: string): Prisma.AgreementWhereInput[] {
  const asTyped: Prisma.AgreementWhereInput = { searchText: containing(q, "insensitive") };
  const vrm = normaliseVrm(q);
  return /\s/.test(q) && /^[A-Z0-9]{1,8}$/.test(vrm)
    ? [asTyped, { searchText: containing(vrm) }]
    : [asTyped];
}

export async function listAgreements(options: {
  companyId: string;
  query: ListAgreementsInput;
}): Promise<LoadedAgreement[]> {
  const { query } = options;
  const page = pageArgs(query);
  const q = query.q;
  const where: Prisma.AgreementWhereInput = {
    companyId: options.companyId,
    id: page.idFilter,
    status: query.status,
    customerId: query.customer_id,
    vehicleId: query.vehicle_id,
    // The company on the vehicle too, so the registration is found through (companyId, vrm).
    vehicle: query.vrm ? { companyId: options.companyId, vrm: query.vrm } : undefined,
    ...createdRange("agreement", query),
    OR: q ? textSearch(q) : undefined,
  };
  const rows = await db.agreement.findMany({
    where,
    include: agreementInclude,
    orderBy: page.orderBy,
    take: page.take,
  });
  return rows.map(withWarnings);
}

/** Other agreements of the vehicle, `signed` or `out`, overlapping the dates (the staff UI's warning). */
export async function overlappingAgreements(options: {
  companyId: string;
  vehicleId: string;
  startsAt: Date;
  endsAt: Date;
  exceptId?: string;
}): Promise<LoadedAgreement[]> {
  const rows = await db.agreement.findMany({
    where: {
      companyId: options.companyId,
      vehicleId: options.vehicleId,
      status: { in: ["signed", "out"] },
      id: options.exceptId ? { not: options.exceptId } : undefined,
      startsAt: { lt: options.endsAt },
      endsAt: { gt: options.startsAt },
    },
    include: agreementInclude,
    orderBy: { startsAt: "asc" },
    take: 10,
  });
  return rows.map(withWarnings);
}
